/**
 * After hydration the page tells the app loader, once the browser is idle, to fetch the lazy
 * parts' code (issue #17; the loader's side is vite/app-loader-plugin.ts, seen in Chromium by
 * tests/e2e/assets.e2e.test.ts): never within the task that finished hydrating.
 */
import { describe, expect, it } from 'vitest';
import { APP_IDLE_EVENT } from '@/services/early-detail-contract';
import { announceIdle } from '@/services/hydration';

describe('announceIdle', () => {
  it('dispatches one app-idle event on window, in a later task', async () => {
    let heard = 0;
    const hear = () => {
      heard += 1;
    };
    window.addEventListener(APP_IDLE_EVENT, hear);
    try {
      announceIdle();
      expect(heard).toBe(0);
      // jsdom has no requestIdleCallback: the fallback timer has run by the time this one does
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(heard).toBe(1);
    } finally {
      window.removeEventListener(APP_IDLE_EVENT, hear);
    }
  });
});
