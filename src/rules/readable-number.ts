/**
 * Money and counts as Chinese readers read them (issue 19 item 11): the digits grouped in
 * thousands with commas, as Intl.NumberFormat('zh-CN') writes them, so 286400 次浏览 reads 286,400次浏览 and a yuan text
 * '58870.60' reads 58,870.60. The one formatting function of the app: every view that shows an
 * amount or a count passes it through here, never through its own pattern.
 *
 * A yuan text keeps its own decimals (money.ts writes exactly two, from whole fen): only the
 * first run of digits, the whole part, is grouped, read as a BigInt so that no amount is rounded
 * through floating point. Text without digits ('0元起' has one, and stays '0元起') passes unchanged.
 */
/**
 * Not Intl itself: making its zh-CN formatter loads the locale's data, ~12 ms of a phone's
 * long task while the first-load code starts (issue #17 item 4, TBT). The unit test holds this
 * equal to Intl's output for any whole number.
 */
const THOUSANDS = /\B(?=(\d{3})+$)/g;

/** 286400 → '286,400'; '58870.60' → '58,870.60'; '7.40' → '7.40'; '0元起' → '0元起'. */
export const readableNumber = (value: number | string): string =>
  String(value).replace(/\d+/, (digits) => BigInt(digits).toString().replace(THOUSANDS, ','));
