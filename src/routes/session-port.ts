/**
 * The detail page's SessionPort (machines/session-link.ts) over the root's session actor: what
 * the page's chart hears of the session and asks of it.
 *
 * The uid waits for hydration: a page the server rendered is hydrated with the session as the
 * server saw it (a visitor), and a uid that changed the page's snapshot before React had adopted
 * the server's markup would make React throw that markup away (issue #17; the session provider
 * holds its view back the same way, views/hydration-state.ts).
 */
import type { SessionPort } from '@/machines/session-link';
import { isHydrating, onHydrationChange } from '@/services/hydration';
import type { SessionActorRef } from './session-provider';

export function sessionPort(session: SessionActorRef): SessionPort {
  return {
    watchUid(listener) {
      let told: number | null = null;
      const tell = () => {
        if (isHydrating()) return;
        // the uid the session's view gives (toSessionView): still the buyer's while logging out
        const uid = session.getSnapshot().context.user?.id ?? 0;
        if (uid === told) return;
        told = uid;
        listener(uid);
      };
      const subscription = session.subscribe(tell);
      const stop = onHydrationChange(tell);
      tell();
      return () => {
        subscription.unsubscribe();
        stop();
      };
    },
    onLoginDismissed(listener) {
      const subscription = session.on('loginDismissed', () => listener());
      return () => subscription.unsubscribe();
    },
    openLogin(reason) {
      session.send({ type: 'user.openLogin', reason });
    },
  };
}
