/**
 * What a Chinese reader expects of a count or an amount (issue 19 item 11): thousands separated by
 * commas. Written here on its own (en-US groups as zh-CN does), not with the app's readableNumber,
 * so that a test comparing the page with the API's numbers checks the app's formatting.
 */
export const grouped = (value: number): string => value.toLocaleString('en-US');

/** Whole fen as the page shows yuan: the whole part grouped, two decimals. */
export const groupedYuan = (fen: number): string =>
  `${grouped(Math.floor(fen / 100))}.${String(fen % 100).padStart(2, '0')}`;
