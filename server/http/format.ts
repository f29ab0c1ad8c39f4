/** How stored values are written in the legacy API's text formats. */

/** Fen to yuan text with two decimals, in integer arithmetic so no float ever rounds a price. */
export function yuan(fen: number): string {
  const whole = Math.trunc(fen / 100);
  const cents = Math.abs(fen % 100);
  return `${whole}.${String(cents).padStart(2, '0')}`;
}

/** A wall-clock timestamp as "YYYY-MM-DD HH:MM:SS", whatever text form the driver returned. */
export function wallClockText(value: string): string {
  return value.replace('T', ' ').slice(0, 19);
}

/** A local Date as "YYYY-MM-DD HH:MM:SS": the seed writes the seeding day in the server's time zone. */
export function localDateTimeText(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

export interface StoredMedia {
  isEncry: boolean;
  path: string;
  fname: string;
}

export const mediaRoot = (isEncry: boolean) => (isEncry ? 'EnPic' : 'UpLoad');

/** The media URL path of spec §7: /UpLoad/{Path}/{FName}, or /EnPic/… when encrypted. */
export function mediaUrlPath(m: StoredMedia): string {
  const segments = [...m.path.split('/'), m.fname].filter((s) => s !== '').map(encodeURIComponent);
  return `/${mediaRoot(m.isEncry)}/${segments.join('/')}`;
}

export const mediaItem = (m: StoredMedia & { isVideo: boolean }) => ({
  IsVideo: m.isVideo ? (1 as const) : (0 as const),
  IsEncry: m.isEncry ? (1 as const) : (0 as const),
  Path: m.path,
  FName: m.fname,
});
