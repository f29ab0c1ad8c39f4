/**
 * Whether the server's HTML is still being hydrated (issue #17), outside React: main.tsx starts
 * it just before hydrateRoot, the page frame ends it once the page has hydrated
 * (views/after-hydration.tsx). React may render a page more than once before it commits its
 * hydration (an interrupted render starts again), so what the first render took from the page
 * must be there for the second: see afterHydration.
 */
import { APP_IDLE_EVENT } from './early-detail-contract';

let hydrating = false;
const listeners = new Set<() => void>();

export function startHydrating(): void {
  hydrating = true;
}

export function hydrationDone(): void {
  if (!hydrating) return;
  hydrating = false;
  for (const listener of [...listeners]) listener();
}

export const isHydrating = () => hydrating;

export function onHydrationChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Runs `fn` once the page has hydrated: at once when it is not hydrating. */
export function afterHydration(fn: () => void): void {
  if (!hydrating) {
    fn();
    return;
  }
  const stop = onHydrationChange(() => {
    stop();
    fn();
  });
}

/**
 * Tells the app loader (vite/app-loader-plugin.ts) that the page has hydrated, once the browser is
 * idle: it then fetches the lazy parts' code without running it (issue #17). Safari has no
 * requestIdleCallback: a timer.
 */
export function announceIdle(): void {
  (window.requestIdleCallback ?? setTimeout)(() => dispatchEvent(new Event(APP_IDLE_EVENT)));
}
