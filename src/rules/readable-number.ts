/**
 * Money and counts as Chinese readers read them (issue 19 item 11): the digits grouped in
 * thousands by Intl.NumberFormat('zh-CN'), so 286400 次浏览 reads 286,400次浏览 and a yuan text
 * '58870.60' reads 58,870.60. The one formatting function of the app: every view that shows an
 * amount or a count passes it through here, never through its own pattern.
 *
 * A yuan text keeps its own decimals (money.ts writes exactly two, from whole fen): only the
 * first run of digits, the whole part, is grouped, read as a BigInt so that no amount is rounded
 * through floating point. Text without digits ('0元起' has one, and stays '0元起') passes unchanged.
 */
const grouped = new Intl.NumberFormat('zh-CN');

/** 286400 → '286,400'; '58870.60' → '58,870.60'; '7.40' → '7.40'; '0元起' → '0元起'. */
export const readableNumber = (value: number | string): string =>
  String(value).replace(/\d+/, (digits) => grouped.format(BigInt(digits)));
