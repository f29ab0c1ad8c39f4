/**
 * The one session of the app: the session machine with the real services, started once at the
 * root of the route tree, so that every page, the header and the 登录 dialog share it.
 *
 * Pages read it with useSession() (the view and send); a page that asks for a login and must
 * carry on (or give up) afterwards listens to the actor itself: useSessionActor().on('loggedIn')
 * / .on('loginDismissed').
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useDeferredValue, useMemo, useState } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { labels } from '@/copy/copy';
import type { TokenEnd } from '@/domain/buyer';
import { sessionMachine } from '@/machines/session.machine';
import { toSessionView } from '@/machines/session.view';
import { ApiError, defaultMessage } from '@/services/api-error';
import { login, logout, restoreSession } from '@/services/auth-api';
import { fetchCart } from '@/services/cart-api';
import { onTokenRevoked, readToken } from '@/services/token-store';
import { useHydrating } from '@/views/hydration-state';
import { lazyDialog } from '@/views/lazy-part';
import { RegionBoundary } from '@/views/region-boundary';
import { SessionContext, type SessionHandle } from '@/views/session-context';

// The 登录 dialog loads when first opened (lazy-part.tsx), not with every page.
const LoginDialog = lazyDialog(
  'loginDialog',
  () => import('@/views/login-dialog'),
  (m) => m.LoginDialog,
);

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;

/**
 * The account menu's calls load with it, not with every page; code that did not arrive is said
 * as a network failure, in Chinese, like a call that got no answer.
 */
const otherSessions = () =>
  import('@/services/other-sessions').catch(() => {
    throw new ApiError('network', defaultMessage('network'));
  });

/** The session machine with the services it names. */
export const liveSessionMachine = sessionMachine.provide({
  actors: {
    restoreSession: fromPromise(({ signal }) => restoreSession(signal)),
    login: fromPromise(({ input, signal }) => login(input.mobile, input.password, signal)),
    logout: fromPromise(() => logout()),
    // Settles when the token dies; leaving loggedIn aborts the signal and unsubscribes.
    watchSession: fromPromise<TokenEnd>(
      ({ signal }) =>
        new Promise<TokenEnd>((resolve) => {
          // A token removed while the session was being restored (storage cleared by a script or
          // the devtools, which no storage event reports to this page) has ended the session
          // already: it ends here, before the buyer's calls (the cart count, started just after
          // this watch) go out without a token and come back 401 请先登录.
          if (!readToken()) {
            resolve('expired');
            return;
          }
          const stop = onTokenRevoked((end) => {
            stop();
            resolve(end);
          });
          signal.addEventListener('abort', stop);
        }),
    ),
    // The actor's signal: leaving loggedIn (退出, the token's end) aborts a count still in flight,
    // whose answer would otherwise come back 401 once the server has ended the session.
    loadCartCount: fromPromise(async ({ signal }) => {
      // without a token the call can only answer 401 请先登录: it is not sent (watchSession, just
      // started, ends such a session)
      if (!readToken()) throw new ApiError('http', defaultMessage('http', 401), 401);
      return (await fetchCart(signal)).count;
    }),
    countOtherDevices: fromPromise(async ({ signal }) => (await otherSessions()).countOtherSessions(signal)),
    endOtherDevices: fromPromise(async ({ signal }) => (await otherSessions()).logoutOtherSessions(signal)),
  },
});

// The header's account menu (退出其他设备) loads when first opened, like the dialog.
const AccountMenuPanel = lazyDialog(
  'accountMenuPanel',
  () => import('@/views/account-menu-panel'),
  (m) => m.AccountMenuPanel,
);

const SessionActorContext = createContext<SessionActorRef | null>(null);

export function SessionProvider({
  children,
  logic = liveSessionMachine,
}: {
  children: ReactNode;
  /** another implementation of the session (a test's fake actors); the live one by default */
  logic?: typeof sessionMachine;
}) {
  const actor = useActorRef(logic);
  const view = useSelector(actor, toSessionView, sameView);
  // A server-rendered page still being hydrated sees the session as the server rendered it (its
  // first snapshot, restoring), then the real one (views/hydration-state.ts, issue #17).
  const [firstView] = useState(view);
  const pagesView = useDeferredValue(useHydrating() ? firstView : view);
  const handle = useMemo<SessionHandle>(() => ({ view: pagesView, send: actor.send }), [pagesView, actor]);
  return (
    <SessionActorContext.Provider value={actor}>
      <SessionContext.Provider value={handle}>
        {children}
        {/* A dialog whose code did not arrive must not take the page (and what was chosen) with it. */}
        <RegionBoundary
          name={labels.login}
          className="fixed inset-x-0 top-16 z-50 mx-auto max-w-md px-3"
          onDismiss={() => actor.send({ type: 'user.closeLogin' })}
        >
          <LoginDialog open={view.login.open} view={view} send={actor.send} />
        </RegionBoundary>
        <AccountMenuPanel open={view.devices !== null} devices={view.devices} send={actor.send} />
      </SessionContext.Provider>
    </SessionActorContext.Provider>
  );
}

/** The session actor, to listen to what it emits ('loggedIn', 'loginDismissed'); null outside a provider. */
export function useSessionActor(): SessionActorRef | null {
  return useContext(SessionActorContext);
}

// toSessionView builds a new object on every snapshot: compare what it holds, so that pages
// re-render only when the session they see has changed.
function sameView(a: ReturnType<typeof toSessionView>, b: ReturnType<typeof toSessionView>): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
