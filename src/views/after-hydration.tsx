/**
 * The last thing of every page's frame. Once the page has hydrated, the session is let through to
 * the pages (views/hydration-state.ts); once they have rendered with it and their effects have
 * run (their subscriptions: a visitor's 加入购物车 reaches the session through one), the taps made
 * before the bundle ran are played (services/early-taps.ts), and the app loader is told when the
 * browser is idle, to fetch the lazy parts' code (APP_IDLE_EVENT). Renders nothing, so it is the same on
 * the server and in the browser.
 */
import { useEffect } from 'react';
import { replayEarlyTaps } from '@/services/early-taps';
import { announceIdle } from '@/services/hydration';
import { hydrationDone, useHydrating } from './hydration-state';
import { partsHydrated } from './lazy-part';

export function AfterHydration() {
  const hydrating = useHydrating();
  // the kept taps are played once: later pages and StrictMode's second run find the list empty
  useEffect(() => {
    if (hydrating) hydrationDone();
    else {
      // the parts behind the page's Suspense boundaries may still be the server's markup, deaf
      void partsHydrated().then(replayEarlyTaps);
      announceIdle();
    }
  }, [hydrating]);
  return null;
}
