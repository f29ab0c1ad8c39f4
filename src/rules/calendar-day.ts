/** The buyer's calendar day, for 最近上新 (spec §2 supplier card: the date, or 今天). */

/** A local calendar day as 'YYYY-MM-DD', the form latestUpdateText (goods-text.ts) compares with. */
export function calendarDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
