/**
 * What the detail page's children announce, brought to the page's chart (issue 22 item 2). A
 * parent chart cannot hear what its child emits (XState's emit reaches listeners on the child's
 * ref only), so this line, invoked in `ready` beside the children, listens on them for the page
 * and sends it what they said: the cart's new count (purchase's cart.saved, sent on as it is) and
 * the similar goods found (findSimilar's found, sent as similar.found). The chart then tells the
 * session (SessionPort.cartChanged) and opens /search (its showSimilar action, the route's).
 *
 * It starts after the transition into `ready` has put the children in the page's snapshot, and
 * before any of them has handled an event (a child emits only while handling one), so nothing
 * said is missed. A promise that never settles, like sessionLink: fromCallback costs first-load bytes.
 */
import { type AnyActorRef, fromPromise } from 'xstate';
import type { SimilarFoundEvent } from './find-similar.machine';
import type { CartSavedEvent } from './purchase.machine';

/** What the line tells the page. */
export type ChildNews = CartSavedEvent | (Omit<SimilarFoundEvent, 'type'> & { type: 'similar.found' });

export interface ChildNewsInput {
  /** the page: its children are read from its snapshot, and it is told the news */
  page: {
    send(event: ChildNews): void;
    getSnapshot(): { children: Record<string, AnyActorRef | undefined> };
  };
}

export const childNews = fromPromise<never, ChildNewsInput>(
  ({ input: { page }, signal }) =>
    new Promise<never>(() => {
      const { purchase, findSimilar } = page.getSnapshot().children;
      const subscriptions = [
        purchase?.on('cart.saved', (event: CartSavedEvent) => page.send(event)),
        findSimilar?.on('found', (event: SimilarFoundEvent) =>
          page.send({ ...event, type: 'similar.found' }),
        ),
      ];
      // the page left `ready` (another goods, the page closed): the line is closed
      signal.addEventListener('abort', () => {
        for (const subscription of subscriptions) subscription?.unsubscribe();
      });
    }),
);
