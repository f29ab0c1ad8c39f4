/**
 * ?data= of /search (找相似's answer, spec §2, §7), read by the similar-goods page only: apart from
 * search-params.ts, which every page's first load carries (issue #7's budget).
 */
import * as v from 'valibot';
import { GoodsCard } from '@/domain/goods';

/**
 * The longest ?data= the similar-goods page reads, in characters of JSON text. A real answer is
 * far below it (the server sends at most 20 cards, about 4 KB); a link above it was not made by
 * 找相似, and rendering it would only stall the page.
 */
export const MAX_SIMILAR_DATA_CHARS = 64 * 1024;

/** ?data= of /search: the find-similar answer (spec §7), GoodsCard rows and their total. */
const SimilarData = v.pipe(
  v.object({
    list: v.array(GoodsCard),
    totalCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  // a total smaller than the rows listed cannot be right, and the heading shows it
  v.check((data) => data.totalCount >= data.list.length),
);
export type SimilarData = v.InferOutput<typeof SimilarData>;

export type SimilarDataResult =
  | { status: 'ok'; data: SimilarData }
  /** not JSON text at all ('not-json', a cut-off link) */
  | { status: 'badJson' }
  /** JSON, but not {list: GoodsCard[], totalCount} */
  | { status: 'badShape' }
  /** longer than MAX_SIMILAR_DATA_CHARS */
  | { status: 'tooLarge' };

/**
 * Reads ?data=. The router has already JSON-parsed the value when it could (a link made by the
 * app holds the JSON text itself), so the value is either that object or the text it could not
 * parse; a value that is still JSON text (quoted once more by another link maker) is parsed here.
 * Its size is measured as JSON text either way.
 */
export function parseSimilarData(value: unknown): SimilarDataResult {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    if (value.length > MAX_SIMILAR_DATA_CHARS) return { status: 'tooLarge' };
    try {
      parsed = JSON.parse(value);
    } catch {
      return { status: 'badJson' };
    }
  } else if ((JSON.stringify(value) ?? '').length > MAX_SIMILAR_DATA_CHARS) {
    return { status: 'tooLarge' };
  }
  const result = v.safeParse(SimilarData, parsed);
  return result.success ? { status: 'ok', data: result.output } : { status: 'badShape' };
}
