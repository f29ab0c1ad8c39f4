import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from '@/routes/router';
import { LAZY_PARTS_ATTRIBUTE } from '@/services/early-detail-contract';
import { keepEarlyTaps, takeEarlyTaps } from '@/services/early-taps';
import { startHydrating } from '@/services/hydration';
import { loadParts } from '@/views/lazy-part';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

/**
 * The start, in tasks of its own: the browser may draw and answer a tap between them. The modules'
 * evaluation is one task already; making the router (its history reads sessionStorage), matching
 * the route and hydrating after it in that same task made one long task that held a phone's main
 * thread (issue #17: Total Blocking Time). Hydration itself React does in slices.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function start(root: HTMLElement) {
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  if (root.hasChildNodes()) {
    // Our server rendered the page (src/entry-server.tsx): the router is told so (its matches render
    // without the Suspense boundary a client-only router wraps them in, as on the server), loads the
    // matched route's code and the lazy parts the server rendered (views/lazy-part.tsx: none may
    // wait for its code while hydrating; a part the route's code declares is loaded once that is
    // here), and React hydrates the markup instead of drawing it again. The taps the buyer made
    // before (index.html's early-taps script kept them) are clicked again once hydrated; from
    // hydrateRoot on, React itself holds and replays what happens before hydration finishes.
    router.ssr = { manifest: undefined };
    const parts = root.getAttribute(LAZY_PARTS_ATTRIBUTE)?.split(' ') ?? [];
    await Promise.all([router.load(), loadParts(parts)]);
    await loadParts(parts);
    await nextTask();
    // played by the page's frame once hydrated (views/after-hydration.tsx)
    keepEarlyTaps(takeEarlyTaps());
    startHydrating();
    hydrateRoot(
      root,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  } else {
    // The first render as a transition: React renders it in slices of a few milliseconds, yielding
    // to the browser in between, instead of one long task that would hold the main thread (issue #7: TBT).
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      );
    });
  }
}

void start(root);
