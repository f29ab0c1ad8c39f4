import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadLazyParts } from '@/views/lazy-part';

// React's act() warns unless the environment says it is a test; jsdom has no scrollTo (the
// router restores scroll on navigation).
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
if (typeof window !== 'undefined') window.scrollTo = () => {};

// Each test is a new tab: what a page kept for the tab's life (the selection for Back, issue 19
// item 3) must not reach the next test, which would open the goods with it already chosen.
afterEach(() => {
  cleanup();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});

// findBy… and waitFor wait for what the buyer sees; their default limit (1 s) is a measure of the
// machine, and a busy 2-core CI machine took longer to show a lazily loaded dialog (the model
// lane failed on it at load 15). A limit, not a measure: a test that passes does not wait it out.
configure({ asyncUtilTimeout: 15_000 });

// The parts a page loads after its first load (views/lazy-part.tsx) are loaded before the tests,
// as a buyer's first touch of the page does: views render them at once, as in a browser where
// they have arrived. (Their loading itself is what the e2e tests exercise, in Chromium.)
beforeAll(() => preloadLazyParts());

// jsdom lacks what embla-carousel and media-chrome read at start (the gallery): media queries,
// intersection and resize observers, and a media element's track lists that take listeners.
// Inert stand-ins: nothing matches, nothing is observed, there are no tracks.
if (typeof window !== 'undefined') {
  class InertObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.matchMedia ??= (query: string) =>
    Object.assign(new EventTarget(), {
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
    });
  window.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver;
  window.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
  // jsdom gives a <style> inside a shadow root no sheet; media-chrome says so on every control.
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('Media Chrome: No style sheet found')) return;
    warn(...args);
  };
  // jsdom predates HTML's <search> element (the header's search box, page-frame.tsx; Chromium has
  // it since 118) and makes it an HTMLUnknownElement, which React reports once per run.
  const error = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const [format, tag] = args.map(String);
    if (
      format?.includes('is unrecognized in this browser') &&
      (format.includes('<search>') || tag === 'search')
    )
      return;
    error(...args);
  };
  for (const name of ['textTracks', 'audioTracks', 'videoTracks']) {
    const lists = new WeakMap<HTMLMediaElement, EventTarget>();
    Object.defineProperty(HTMLMediaElement.prototype, name, {
      configurable: true,
      get(this: HTMLMediaElement) {
        let list = lists.get(this);
        if (!list) {
          list = Object.assign(new EventTarget(), {
            length: 0,
            getTrackById: () => null,
            [Symbol.iterator]: () => [][Symbol.iterator](),
          });
          lists.set(this, list);
        }
        return list;
      },
    });
  }
}
