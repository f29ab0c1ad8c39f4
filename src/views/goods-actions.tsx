/**
 * 收藏商品 and 找相似 beside the goods' name, each subscribed to its child of the detail page.
 *
 * The detail page loads this module as a lazy part (detail-page-view.tsx): the buttons are only
 * used once the buyer acts, so their code is not in the page's first load (issue #17's 150 kB
 * budget). A server-rendered page loads it before hydrating (views/lazy-part.tsx).
 */
import { useSelector } from '@xstate/react';
import type { FavouriteRef, FindSimilarRef, GalleryRef, GatedEvent } from '@/machines/detail-page.machine';
import { toFavouriteView } from '@/machines/favourite.view';
import { toFindSimilarView } from '@/machines/find-similar.view';
import { coverStillOf } from '@/machines/gallery.view';
import { FavouriteAction } from './favourite-action';
import { FindSimilarAction } from './find-similar-action';

/** 收藏商品 and its notice, subscribed to the favourite child. */
export function Favourite({ actor, send }: { actor: FavouriteRef; send: (event: GatedEvent) => void }) {
  const favourite = useSelector(actor, toFavouriteView);
  return <FavouriteAction view={favourite} send={actor.send} sendPage={send} />;
}

/**
 * 找相似 and its notice, subscribed to the findSimilar child. The cover goes with the click, as
 * the gallery shows it at that moment (spec §5), read from the gallery child like the purchase
 * buttons read the selection.
 */
export function FindSimilar({ actor, gallery }: { actor: FindSimilarRef; gallery: GalleryRef | undefined }) {
  const findSimilar = useSelector(actor, toFindSimilarView);
  const cover = () => (gallery ? coverStillOf(gallery.getSnapshot()) : '');
  return <FindSimilarAction view={findSimilar} send={actor.send} cover={cover} />;
}
