/**
 * Spec §2, §9: a size label is cut to 6 characters plus '...' when it is longer.
 *
 * "Characters" are what a buyer counts: user-perceived characters (grapheme clusters), not
 * UTF-16 units, so an emoji or a character outside the BMP counts once and is never split.
 */
import { SIZE_LABEL_CHARS } from './business-constants';

export const SIZE_LABEL_LENGTH = SIZE_LABEL_CHARS;

/**
 * Labels whose every UTF-16 unit is a whole character whatever stands beside it: printable ASCII,
 * the unified ideographs and the full-width forms (U+FF01–FF5E: （）～…). Such a label is cut by
 * units, with no segmenter: the sizes factories write ('40cm（约0.3kg）加厚款', '1米（送礼盒）')
 * are all of this kind. Anything else (an emoji, a combining mark, CJK punctuation, whose U+302A–302F
 * combine) is left to the segmenter.
 */
const ONE_UNIT_PER_CHARACTER = /^[ -~一-鿿！-～]*$/;

/**
 * Made for the first label that needs it, then kept: making one loads ICU's break rules, which
 * took the longest slice of the first view's hydration on a throttled phone (issue 17: TBT).
 */
let graphemes: Intl.Segmenter | undefined;

export function cutSizeLabel(label: string): string {
  // a label of at most 6 UTF-16 units has at most 6 characters (most sizes: S, M, 100cm)
  if (label.length <= SIZE_LABEL_LENGTH) return label;
  if (ONE_UNIT_PER_CHARACTER.test(label)) return `${label.slice(0, SIZE_LABEL_LENGTH)}...`;
  graphemes ??= new Intl.Segmenter('zh-CN', { granularity: 'grapheme' });
  const characters = Array.from(graphemes.segment(label), (part) => part.segment);
  if (characters.length <= SIZE_LABEL_LENGTH) return label;
  return `${characters.slice(0, SIZE_LABEL_LENGTH).join('')}...`;
}
