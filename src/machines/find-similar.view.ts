/**
 * find-similar's view-model: the pure selectors from the machine's snapshot to what its view shows
 * (the chart is find-similar.machine.ts beside it). Nothing here changes state.
 */
import type { FindSimilarSnapshot, SimilarResult } from './find-similar.machine';

/** The notice beside 找相似; the view picks the words (COPY.md) for each kind. */
export type FindSimilarNotice =
  | { kind: 'searching' }
  | { kind: 'found'; result: SimilarResult }
  | { kind: 'notFound' }
  | { kind: 'failed'; error: string | null };

export interface FindSimilarViewData {
  /** a search is under way: 找相似 takes no click */
  searching: boolean;
  notice: FindSimilarNotice | null;
  /** the notice has a close button (a search under way cannot be dismissed) */
  canDismiss: boolean;
}

/** What the view shows, derived from the snapshot only. */
export function toFindSimilarView(snapshot: FindSimilarSnapshot): FindSimilarViewData {
  const { result, error } = snapshot.context;
  const notice: FindSimilarNotice | null = snapshot.matches('searching')
    ? { kind: 'searching' }
    : snapshot.matches({ idle: 'found' }) && result
      ? { kind: 'found', result }
      : snapshot.matches({ idle: 'notFound' })
        ? { kind: 'notFound' }
        : snapshot.matches({ idle: 'failed' })
          ? { kind: 'failed', error }
          : null;
  return {
    searching: snapshot.matches('searching'),
    notice,
    canDismiss: snapshot.can({ type: 'user.dismiss' }),
  };
}
