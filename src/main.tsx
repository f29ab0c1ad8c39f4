import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from '@/routes/router';
import { LAZY_PARTS_ATTRIBUTE } from '@/services/early-detail-contract';
import { keepEarlyTaps, takeEarlyTaps } from '@/services/early-taps';
import { startHydrating } from '@/services/hydration';
import { loadParts } from '@/views/lazy-part';
import './styles.css';

// index.html and the server's pages always hold it (no check: the first load has no bytes to spare)
const root = document.getElementById('root') as HTMLElement;

/**
 * The start waits one task: the modules' evaluation is one task, each machine of the first load is
 * then built in a task of its own (machines/lazy-machine.ts), and only after them is the router
 * made and the page hydrated. In one task, all of it held a phone's main thread (issue #17: Total
 * Blocking Time). Hydration itself React does in slices.
 */
async function start(root: HTMLElement) {
  await new Promise((resolve) => setTimeout(resolve));
  const router = createAppRouter();
  // StrictMode's checks run in development; a production build leaves it out (no behaviour, and the
  // first load has no bytes to spare)
  const page = <RouterProvider router={router} />;
  const app = import.meta.env.DEV ? <StrictMode>{page}</StrictMode> : page;
  if (root.hasChildNodes()) {
    // Our server rendered the page (src/entry-server.tsx): the router is told so (its matches render
    // without the Suspense boundary a client-only router wraps them in, as on the server), loads the
    // matched route's code and the lazy parts the server rendered (views/lazy-part.tsx: none may
    // wait for its code while hydrating; a part the route's code declares is loaded once that is
    // here), and React hydrates the markup instead of drawing it again. The taps the buyer made
    // before (index.html's early-taps script kept them) are clicked again once hydrated; from
    // hydrateRoot on, React itself holds and replays what happens before hydration finishes.
    router.ssr = {} as typeof router.ssr;
    const parts = root.getAttribute(LAZY_PARTS_ATTRIBUTE)?.split(' ') ?? [];
    // Matching the URL is a task of its own: with the router's making, it held a 4x phone's main
    // thread for ~70 ms on goods 1005 (issue #17: TBT).
    await new Promise((resolve) => setTimeout(resolve));
    await Promise.all([router.load(), loadParts(parts)]);
    await loadParts(parts);
    // played by the page's frame once hydrated (views/after-hydration.tsx)
    keepEarlyTaps(takeEarlyTaps());
    startHydrating();
    // A region whose code did not arrive cannot be hydrated: React draws it again in the browser,
    // where its boundary offers 重试 (region-boundary.tsx). That is no page error, so React's
    // recoverable errors are warnings, as are hydration mismatches (the e2e tests read both).
    hydrateRoot(root, app, { onRecoverableError: console.warn });
  } else {
    // The first render as a transition: React renders it in slices of a few milliseconds, yielding
    // to the browser in between, instead of one long task that would hold the main thread (issue #7: TBT).
    startTransition(() => createRoot(root).render(app));
  }
}

void start(root);
