/**
 * The root route: every page renders inside it, inside the one session of the app (the header's
 * account area and the 登录 dialog); unknown paths and uncaught errors get a Chinese page, whose
 * frame works with the session or without it (an error may have taken the provider down).
 */
import { createRootRoute, Link, Outlet } from '@tanstack/react-router';
import { appText } from '@/copy/copy';
import { MessagePanel, primaryButton } from '@/views/message-panel';
import { PageFrame } from '@/views/page-frame';
import { SessionProvider } from './session-provider';

const backHome = (
  <Link to="/" className={primaryButton}>
    {appText.backHome}
  </Link>
);

export const rootRoute = createRootRoute({
  component: () => (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  ),
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
