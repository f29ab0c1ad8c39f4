/**
 * The machines /flows shows and `npm run flows` draws: one entry per machine. An entry says
 * what the machine is called in Chinese, what it does in one line, how to start a live demo copy
 * of it (demo actors that WAIT until the product owner picks an answer, and demo input), which
 * sample events to offer (payloads the machine's guards accept), and how to render its real
 * headless view for a snapshot.
 *
 * To add a machine, write its entry, `defineFlow({ ... })`, in a file of its own under machines/
 * and list it in `flows` below: the diagram, the live copy, the docs/flows files and the tests
 * that check every state and transition appears all follow.
 *
 * Pure enough for Node (the script imports it): no services/config (the page passes the image
 * host in `FlowEnv`), no CSS, no browser API at import time.
 */
import type { AnyFlow } from './flow';
import { cartPageFlow } from './machines/cart-page';
import { detailPageFlow } from './machines/detail-page';
import { downloadFlow } from './machines/download';
import { favouriteFlow } from './machines/favourite';
import { findSimilarFlow } from './machines/find-similar';
import { galleryFlow } from './machines/gallery';
import { goodsListFlow } from './machines/goods-list';
import { imagePreviewFlow } from './machines/image-preview';
import { mediaViewerFlow } from './machines/media-viewer';
import { orderFlow } from './machines/order';
import { orderListFlow } from './machines/order-list';
import { platformChooserFlow } from './machines/platform-chooser';
import { purchaseFlow } from './machines/purchase';
import { qualificationFlow } from './machines/qualification';
import { selectionFlow } from './machines/selection';
import { sessionFlow } from './machines/session';

/** Every machine shown on /flows, in the order its list shows them (one file each under machines/). */
export const flows: AnyFlow[] = [
  detailPageFlow,
  galleryFlow,
  mediaViewerFlow,
  selectionFlow,
  imagePreviewFlow,
  sessionFlow,
  goodsListFlow,
  purchaseFlow,
  favouriteFlow,
  qualificationFlow,
  findSimilarFlow,
  cartPageFlow,
  orderFlow,
  orderListFlow,
  downloadFlow,
  platformChooserFlow,
];

/** The entry of machine `id`, or the first (detailPage) for an unknown id. */
export function flowById(id: string | undefined): AnyFlow {
  const found = flows.find((flow) => flow.id === id) ?? flows[0];
  if (!found) throw new Error('the flows registry is empty');
  return found;
}
