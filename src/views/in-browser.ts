/**
 * False while the server renders a page and while the browser hydrates that HTML, true from the
 * render after, and at once in a page the browser renders itself (React's own way to let the
 * first client render equal the server's, issue #17). For what only the browser can show: the
 * video player, an order kept in this browser's storage.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
