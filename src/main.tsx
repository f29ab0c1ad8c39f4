import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from '@/routes/router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The first render as a transition: React renders it in slices of a few milliseconds, yielding to
// the browser in between, instead of one long task that would hold the main thread (issue #7: TBT).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
});
