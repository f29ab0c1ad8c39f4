/**
 * favourite's view-model: the pure selectors from the machine's snapshot to what its view shows
 * (the chart is favourite.machine.ts beside it). Nothing here changes state.
 */
import type { FavouriteSnapshot } from './favourite.machine';

export interface FavouriteViewData {
  saving: boolean;
  notice: { tone: 'success' | 'error'; text: string | null } | null;
}

export function toFavouriteView(snapshot: FavouriteSnapshot): FavouriteViewData {
  const { message } = snapshot.context;
  const notice = snapshot.matches({ idle: 'saved' })
    ? { tone: 'success' as const, text: message }
    : snapshot.matches({ idle: 'failed' })
      ? { tone: 'error' as const, text: message }
      : null;
  return { saving: snapshot.matches('saving'), notice };
}
