/**
 * The one session of the app: the session machine with the real services, started once at the
 * root of the route tree, so that every page, the header and the 登录 dialog share it.
 *
 * Pages read it with useSession() (the view and send); a page that asks for a login and must
 * carry on (or give up) afterwards listens to the actor itself: useSessionActor().on('loggedIn')
 * / .on('loginDismissed').
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { labels } from '@/copy/copy';
import { sessionMachine, toSessionView } from '@/machines/session.machine';
import { login, logout, restoreSession } from '@/services/auth-api';
import { fetchCart } from '@/services/cart-api';
import { onTokenRevoked, type TokenEnd } from '@/services/token-store';
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
          const stop = onTokenRevoked((end) => {
            stop();
            resolve(end);
          });
          signal.addEventListener('abort', stop);
        }),
    ),
    loadCartCount: fromPromise(async () => (await fetchCart()).count),
  },
});

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
  const pagesView = useHydrating() ? firstView : view;
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
