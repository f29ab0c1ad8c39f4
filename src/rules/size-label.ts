/**
 * Spec §2, §9: a size label is cut to 6 characters plus '...' when it is longer.
 *
 * "Characters" are what a buyer counts: user-perceived characters (grapheme clusters), not
 * UTF-16 units, so an emoji or a character outside the BMP counts once and is never split.
 */
import { SIZE_LABEL_CHARS } from './business-constants';

export const SIZE_LABEL_LENGTH = SIZE_LABEL_CHARS;

// Made on the first label that needs it, not as the page's code loads: building a segmenter loads
// ICU's break rules, the largest single cost of the first-load modules' evaluation (issue #17: TBT).
let graphemes: Intl.Segmenter | undefined;

export function cutSizeLabel(label: string): string {
  // a label of at most 6 UTF-16 units has at most 6 characters (most sizes: S, M, 100cm)
  if (label.length <= SIZE_LABEL_LENGTH) return label;
  graphemes ??= new Intl.Segmenter('zh-CN', { granularity: 'grapheme' });
  const characters = Array.from(graphemes.segment(label), (part) => part.segment);
  if (characters.length <= SIZE_LABEL_LENGTH) return label;
  return `${characters.slice(0, SIZE_LABEL_LENGTH).join('')}...`;
}
