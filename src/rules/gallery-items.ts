/**
 * The gallery's items (spec §2, §4): the main media first (pics[0]: an image, or a video with
 * its poster), then each colour's thumbnail in colour order, so colour i is item i + 1.
 * Every size of a colour group shares one thumbnail; a group without sizes (none in our data,
 * but the contract allows it) shows the main still, so the indexes never shift.
 */

import type { SpecGroup } from '@/domain/goods';
import type { Pic } from '@/domain/media-path';
import { mediaPathUrl } from './media-url';

interface ItemBase {
  /** what a screen reader and the tooltip say: the goods title, or the colour's name */
  label: string;
  /** the still shown in the thumbnail strip */
  thumb: string;
}

export type GalleryItem =
  | (ItemBase & { kind: 'image'; src: string })
  | (ItemBase & { kind: 'video'; src: string; poster: string });

/** The main media's still: the image itself, or the video's poster (the server preloads it too). */
export function mainStill(host: string, main: Pic): string {
  return mediaPathUrl(host, main.type === 2 ? main.poster : main.file);
}

/** Spec §3: the still an item shows where it is not playing (find similar, zoom, the viewer): a video's poster. */
export function itemStill(item: GalleryItem): string {
  return item.kind === 'video' ? item.poster : item.src;
}

export function galleryItems(
  host: string,
  title: string,
  main: Pic,
  colours: readonly SpecGroup[],
): GalleryItem[] {
  const still = mainStill(host, main);
  const first: GalleryItem =
    main.type === 2
      ? { kind: 'video', src: mediaPathUrl(host, main.file), poster: still, thumb: still, label: title }
      : { kind: 'image', src: still, thumb: still, label: title };
  const colourItems = colours.map((group): GalleryItem => {
    const thumbnail = group.sizes[0]?.thumbnail;
    const src = thumbnail ? mediaPathUrl(host, thumbnail) : still;
    return { kind: 'image', src, thumb: src, label: group.color };
  });
  return [first, ...colourItems];
}

/** Spec §4: choosing colour i shows gallery item i + 1 (item 0 is the main media). */
export function colourItemIndex(colourIndex: number): number {
  return colourIndex + 1;
}
