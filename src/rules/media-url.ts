/**
 * Media URLs of spec §7: files are fetched from the image host under /UpLoad/{Path}/{FName},
 * or under /EnPic/ when IsEncry is set. Paths the API sends whole (pics, thumbnails, pictures)
 * already start with one of the two. Pure: the host is given (services/config.ts bases.imageHost,
 * '' for this origin).
 *
 * Images that fit the screen (issue #17 item 2): the same path with `?w=N` asks our media host
 * (server/media/variants.ts) for a copy N px wide, in AVIF or WebP when the browser accepts them.
 * N must be one of MEDIA_WIDTHS (anything else is refused with 400, so nobody can make the host
 * convert arbitrary sizes). The bare path stays the original, byte for byte: the zip of
 * 下载图片视频 holds the originals (spec §9), so download-files.ts keeps using mediaFileUrl.
 */
import type { MediaItem } from '@/domain/media-path';
import { ZOOM_BOX_PX, ZOOM_FACTOR } from './business-constants';

export function mediaFileUrl(host: string, item: Pick<MediaItem, 'IsEncry' | 'Path' | 'FName'>): string {
  const root = item.IsEncry ? 'EnPic' : 'UpLoad';
  const path = item.Path.replace(/^\/+|\/+$/g, '');
  return `${host}/${root}/${path}/${item.FName}`;
}

/** A media path of the API ('/UpLoad/…' or '/EnPic/…') as a URL on the image host. */
export function mediaPathUrl(host: string, path: string): string {
  return `${host}${path}`;
}

/**
 * Every width the media host makes, in px: the 80 px thumbnails at DPR 1–3 (80, 160, 240), the
 * goods cards (240, 480), the 400 px gallery box at DPR 1–3 (400, 800, 1200; 800 is also the 2x
 * zoom at DPR 1). A width above the original's gives the original's width (never enlarged).
 */
export const MEDIA_WIDTHS = [80, 160, 240, 400, 480, 800, 1200] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

export const isMediaWidth = (n: number): n is MediaWidth => (MEDIA_WIDTHS as readonly number[]).includes(n);

/** Where an image is shown: the widths offered to the browser, `sizes`, and the width `src` asks for. */
export interface ImageUse {
  widths: readonly MediaWidth[];
  sizes: string;
  /** the fallback src for a browser without srcset: the 1x width */
  fallback: MediaWidth;
}

/** Only a mouse zooms (gallery-view.tsx): there the box shows the image at twice its 400 px. */
const FINE_POINTER = '(hover: hover) and (pointer: fine)';

export const IMAGE_USES = {
  /** the gallery's 400×400 box; full width on a phone narrower than it; 2x under a mouse's zoom */
  galleryMain: {
    widths: [400, 800, 1200],
    sizes: `${FINE_POINTER} ${ZOOM_BOX_PX * ZOOM_FACTOR}px, (max-width: ${ZOOM_BOX_PX}px) 100vw, ${ZOOM_BOX_PX}px`,
    fallback: 400,
  },
  /** a thumbnail of the strip: a fifth of the 400 px box, less the gaps and arrows */
  thumbnail: { widths: [80, 160, 240], sizes: '80px', fallback: 80 },
  /** a goods card: half the phone's width (2 columns), a third to a fifth above (goods-grid.tsx) */
  goodsCard: {
    widths: [240, 480, 800],
    sizes: '(max-width: 639px) 50vw, (max-width: 1023px) 34vw, 240px',
    fallback: 240,
  },
  /** a detail image of the 商品详情 tab: the panel's width, at most 750 px less its padding */
  detailImage: { widths: [400, 800, 1200], sizes: '(max-width: 782px) 100vw, 720px', fallback: 800 },
} as const satisfies Record<string, ImageUse>;

export type ImageUseName = keyof typeof IMAGE_USES;

/** `url` (an original's URL from mediaPathUrl / mediaFileUrl) at width `w`. */
export function sizedUrl(url: string, w: MediaWidth): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${w}`;
}

/**
 * A video's poster (a <video poster> has no srcset): 800 px, the width the gallery's <img> picks on
 * most screens (a phone at DPR 2, a desktop's 2x zoom), so the poster shown before the player loads
 * and the player's own poster are usually one request.
 */
export const posterUrl = (url: string): string => sizedUrl(url, 800);

export interface ResponsiveImage {
  src: string;
  srcSet: string;
  sizes: string;
}

/** The `src`, `srcSet` and `sizes` of an <img> showing the original at `url` for `use`. */
export function responsiveImage(url: string, use: ImageUseName): ResponsiveImage {
  const { widths, sizes, fallback } = IMAGE_USES[use];
  return {
    src: sizedUrl(url, fallback),
    srcSet: widths.map((w) => `${sizedUrl(url, w)} ${w}w`).join(', '),
    sizes,
  };
}
