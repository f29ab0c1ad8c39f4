/**
 * Renders a view inside a real TanStack router on memory history, because views use <Link>.
 * The view is the root route's component, so it renders at whatever URL the test names.
 */
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';

export async function renderWithRouter(ui: () => ReactNode, url = '/') {
  const rootRoute = createRootRoute({ component: () => ui() });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await act(() => router.load());
  // Async act: what the page's actors settle right after mounting (a session restored from a
  // stub) lands inside act, not as an 'update … not wrapped in act(...)' warning.
  const result = await act(async () => render(<RouterProvider router={router} />));
  return { ...result, router };
}
