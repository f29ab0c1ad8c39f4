/**
 * Whether the server's HTML is still being hydrated (services/hydration.ts), for React. The root
 * route's Outlet puts each page in a Suspense boundary, which React hydrates after the root: a
 * session that settles in between (the stored token restored) would reach a page whose markup is
 * still the server's visitor view, and React would throw that markup away for a mismatch. So the
 * session provider shows the pages the session as the server rendered it until the page says it
 * has hydrated (views/after-hydration.tsx), and then the real one.
 */
import { useSyncExternalStore } from 'react';
import { isHydrating, onHydrationChange } from '@/services/hydration';

export { hydrationDone, startHydrating } from '@/services/hydration';

export function useHydrating(): boolean {
  return useSyncExternalStore(onHydrationChange, isHydrating, isHydrating);
}
