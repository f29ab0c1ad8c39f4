/**
 * The last thing of every page's frame: once the page has hydrated and the effects of everything
 * before it have run (the page's subscriptions), the taps made before the bundle ran are played
 * (services/early-taps.ts). Renders nothing, so it is the same on the server and in the browser.
 */
import { useEffect } from 'react';
import { replayEarlyTaps } from '@/services/early-taps';

export function AfterHydration() {
  // plays the kept list once: later pages and StrictMode's second run find it empty
  useEffect(() => replayEarlyTaps(), []);
  return null;
}
