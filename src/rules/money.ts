/**
 * Money in fen (integer cents), read from and written back to the API's yuan text ("7.40").
 *
 * Totals are summed in integer fen, never in floating yuan: 0.1 + 0.2 is 0.30000000000000004 in
 * binary floating point, and a wholesale order of thousands of pieces would show that drift in
 * 合计￥. The yuan text is parsed digit by digit, so '7.40' is exactly 740 fen.
 */

const YUAN = /^(\d+)(?:\.(\d{1,2}))?$/;

/** '7.40' → 740, '12' → 1200, '0.5' → 50; anything that is not a yuan amount ('0元起', '') → null. */
export function yuanToFen(text: string): number | null {
  const match = YUAN.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', decimals = ''] = match;
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** 740 → '7.40'; always two decimals (spec §4: the total price has 2 decimals). */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
