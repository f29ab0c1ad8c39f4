/** The root route: every page renders inside it; unknown paths and uncaught errors get a Chinese page. */
import { createRootRoute, Link, Outlet } from '@tanstack/react-router';
import { appText } from '@/copy/copy';
import { MessagePanel, primaryButton } from '@/views/message-panel';
import { PageFrame } from '@/views/page-frame';

const backHome = (
  <Link to="/" className={primaryButton}>
    {appText.backHome}
  </Link>
);

export const rootRoute = createRootRoute({
  component: Outlet,
  notFoundComponent: () => (
    <PageFrame>
      <MessagePanel title={appText.notFoundTitle} action={backHome}>
        {appText.notFoundBody}
      </MessagePanel>
    </PageFrame>
  ),
  errorComponent: () => (
    <PageFrame>
      <MessagePanel tone="error" title={appText.pageError} action={backHome} />
    </PageFrame>
  ),
});
