/**
 * The media a goods carries, as the API names it and our schemas check it: paths on the image host
 * that cannot leave its /UpLoad or /EnPic roots, the main media (image or video with its poster),
 * the media files of the zip and the detail tab.
 */
import * as v from 'valibot';

/**
 * True when every segment of a media path stays where it is, as the server resolves it
 * (server/media/store-path.ts resolveInside): no empty, '.' or '..' segment once decoded, no
 * separator, backslash or NUL inside one, no undecodable escape. Issue 24 item 5: a crafted
 * /search?data= card whose Picture is `/UpLoad/../api/…` must not make the browser ask for it.
 */
export function staysInMediaRoot(path: string): boolean {
  const rest = path.replace(/^\/+/, '');
  // A path without an escape is its own decoding: one scan answers for all its segments. Goods
  // 1005 checks 1,000 size thumbnails as its page starts (issue #17: TBT), none escaped.
  if (!rest.includes('%')) return rest !== '' && !PLAIN_PATH_LEAVES.test(rest);
  return rest.split('/').every(segmentStays);
}

/** in an unescaped path: an empty segment (// or a trailing /), a '.' or '..' segment, a \ or a NUL */
const PLAIN_PATH_LEAVES = /\/\/|\/$|(?:^|\/)\.\.?(?:\/|$)|[\\\0]/;

function segmentStays(raw: string): boolean {
  let segment: string;
  try {
    segment = decodeURIComponent(raw);
  } catch {
    return false;
  }
  return segment !== '' && segment !== '.' && segment !== '..' && !/[\\/\0]/.test(segment);
}

/**
 * A media path on the image host: `/UpLoad/{Path}/{FName}` or `/EnPic/{Path}/{FName}`, every
 * segment resolved and checked as the server does (no `..`, `%2e%2e`, `\`, empty segment), so that
 * no path an answer or a link carries can make the browser request something else.
 */
export const MediaPath = v.pipe(v.string(), v.regex(/^\/(UpLoad|EnPic)\/[^?#]+$/), v.check(staysInMediaRoot));

/** 0/1 flags of the legacy API. */
export const Flag = v.picklist([0, 1]);

/** The main media: type 1 an image, type 2 a video with its poster. */
export const Pic = v.variant('type', [
  v.object({ type: v.literal(1), file: MediaPath }),
  v.object({ type: v.literal(2), file: MediaPath, poster: MediaPath }),
]);

export type Pic = v.InferOutput<typeof Pic>;

/** A goods media file; its URL is /UpLoad/ or /EnPic/ (IsEncry) + Path + '/' + FName. */
export const MediaItem = v.pipe(
  v.object({
    IsVideo: Flag,
    IsEncry: Flag,
    Path: v.string(),
    FName: v.string(),
  }),
  // the file's path checked as the server resolves it (see MediaPath)
  v.check((item) => staysInMediaRoot(`${item.Path.replace(/^\/+|\/+$/g, '')}/${item.FName}`)),
);

export type MediaItem = v.InferOutput<typeof MediaItem>;
