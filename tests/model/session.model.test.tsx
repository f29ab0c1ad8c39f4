/**
 * session, model-based: every path generated from the machine is executed against the page frame
 * (the header with its account area, the cart link and the session notice) and the real 登录
 * dialog, rendered with Testing Library inside a router. The calls (restore, login, logout, the
 * cart count, the session watch) are deferred fake actors the path settles; the buyer's events
 * are gestures: typing in the dialog's fields and clicking 登录, 取消, 退出, the notice's close
 * button, and a page's 加入购物车 (which asks for a login when logged out, and changes the cart
 * count when logged in). Each state is asserted by what the buyer sees.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMachine } from '@xstate/react';
import { act, useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, EventFrom, SnapshotFrom } from 'xstate';
import { accountText } from '@/copy/account-text';
import { appText, fill, labels } from '@/copy/copy';
import { dialogText } from '@/copy/dialog-text';
import type { TokenEnd, User } from '@/domain/buyer';
import { type LoginInput, sessionMachine } from '@/machines/session.machine';
import { toSessionView } from '@/machines/session.view';
import { ApiError } from '@/services/api-error';
import { AccountMenuPanel } from '@/views/account-menu-panel';
import { LoginDialog } from '@/views/login-dialog';
import { PageFrame } from '@/views/page-frame';
import { SessionContext } from '@/views/session-context';
import { renderWithRouter } from '../support/render-with-router';
import { expectFullCoverage } from './support/coverage-record';
import { deferredActor } from './support/deferred-actor';
import { leafStateIds } from './support/graph-coverage';
import { inspectLive, resetLive } from './support/live-actor';
import { pathName } from './support/path-name';
import { refusedNow } from './support/refusal';
import { modelOf, runPath } from './support/run-path';

const buyer: User = { id: 1, nickname: '小熊批发部' };
/** The server's own answers (server/routes/auth.ts), as the login service throws them. */
const wrongPassword = new ApiError('http', '密码错误', 401, 0);
const unknownMobile = new ApiError('http', '该手机号尚未注册', 401, 0);
const offline = new ApiError('network', appText.networkError);
const serverDown = new ApiError('http', appText.serverError, 503);

type ModelEvent =
  | EventFrom<typeof sessionMachine>
  | { type: 'xstate.done.actor.restoreSession'; output: User | null }
  | { type: 'xstate.error.actor.restoreSession'; error: ApiError }
  | { type: 'xstate.done.actor.login'; output: User }
  | { type: 'xstate.error.actor.login'; error: ApiError }
  | { type: 'xstate.done.actor.logout'; output: undefined }
  | { type: 'xstate.error.actor.logout'; error: ApiError }
  | { type: 'xstate.done.actor.watchSession'; output: TokenEnd }
  | { type: 'xstate.error.actor.watchSession'; error: Error }
  | { type: 'xstate.done.actor.loadCartCount'; output: number }
  | { type: 'xstate.error.actor.loadCartCount'; error: ApiError }
  | { type: 'xstate.done.actor.countOtherDevices'; output: number }
  | { type: 'xstate.error.actor.countOtherDevices'; error: ApiError }
  | { type: 'xstate.done.actor.endOtherDevices'; output: number }
  | { type: 'xstate.error.actor.endOtherDevices'; error: ApiError };
type Snapshot = SnapshotFrom<typeof sessionMachine>;

const demoLogin = { type: 'user.submitLogin', mobile: '13800138000', password: 'plush123' } as const;
const badMobile = { type: 'user.submitLogin', mobile: '1380013', password: 'plush123' } as const;
const noPassword = { type: 'user.submitLogin', mobile: '138 0013 8000', password: '' } as const;
const openForCart = { type: 'user.openLogin', reason: labels.addToCart } as const;

const modelEvents: ModelEvent[] = [
  { type: 'xstate.done.actor.restoreSession', output: buyer },
  { type: 'xstate.done.actor.restoreSession', output: null },
  { type: 'xstate.error.actor.restoreSession', error: offline },
  { type: 'user.openLogin' },
  openForCart,
  demoLogin,
  badMobile,
  noPassword,
  { type: 'xstate.done.actor.login', output: buyer },
  { type: 'xstate.error.actor.login', error: wrongPassword },
  { type: 'xstate.error.actor.login', error: unknownMobile },
  { type: 'xstate.error.actor.login', error: offline },
  { type: 'user.closeLogin' },
  { type: 'xstate.done.actor.loadCartCount', output: 3 },
  { type: 'xstate.error.actor.loadCartCount', error: serverDown },
  { type: 'cart.changed', count: 5 },
  { type: 'user.logout' },
  { type: 'xstate.done.actor.logout', output: undefined },
  { type: 'xstate.error.actor.logout', error: offline },
  { type: 'xstate.done.actor.watchSession', output: 'expired' },
  { type: 'xstate.done.actor.watchSession', output: 'elsewhere' },
  { type: 'xstate.error.actor.watchSession', error: new Error('storage unavailable') },
  { type: 'user.dismissSessionNotice' },
  { type: 'user.retryRestore' },
  // the account menu's 退出其他设备: two other devices, or none (nothing to end)
  { type: 'xstate.done.actor.countOtherDevices', output: 2 },
  { type: 'xstate.done.actor.countOtherDevices', output: 0 },
  { type: 'xstate.error.actor.countOtherDevices', error: offline },
  { type: 'xstate.done.actor.endOtherDevices', output: 2 },
  { type: 'xstate.error.actor.endOtherDevices', error: serverDown },
];

/**
 * A state of the traversal: the chart's state, whether the expiry notice shows and whether other
 * devices are there to end (the other context follows the path's last events, which the shortest
 * paths and the journeys vary).
 */
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    notice: snapshot.context.notice !== null,
    others: (snapshot.context.otherDevices ?? 0) > 0,
  });

// TestModel's types predate emitted events: the machine is given as any machine.
const model = modelOf(sessionMachine as unknown as AnyStateMachine, modelEvents, undefined, {
  serializeState,
  // While restoring the header has no 登录 button yet: only the page's action can ask for a login.
  offered: (snapshot, event) =>
    !(snapshot.matches('restoring') && event.type === 'user.openLogin' && !('reason' in event)) &&
    // a closed menu has nothing to close
    !(event.type === 'user.closeAccountMenu' && snapshot.matches({ loggedIn: { devices: 'menuClosed' } })),
  // and the refusals: no notice to dismiss, no other device to end (neither control is shown)
  refusals: true,
});

/** What the buyer should see, mirrored by the gestures as the path goes. */
const seen = {
  /** the session notice the header shows, or null */
  notice: null as string | null,
  reason: null as string | null,
  error: null as string | null,
  mobile: '',
  password: '',
  cartCount: null as number | null,
  /** what the session emitted to the page, in order */
  emitted: [] as string[],
  /** the account menu: other devices as last counted, how many ended, why the last call failed */
  others: 0,
  ended: 0,
  devicesError: '',
};

const banner = () => screen.getByRole('banner');
const dialog = () => screen.getByRole('dialog', { name: labels.login });
const cartLink = () =>
  within(banner()).getByRole('link', {
    name: seen.cartCount === null ? appText.cart : fill(appText.cartWithCount, { n: seen.cartCount }),
  });

function expectNotice() {
  const notice = screen.queryByRole('status');
  if (seen.notice) expect(notice).toHaveTextContent(seen.notice);
  else expect(notice).toBeNull();
}

function expectVisitorHeader() {
  expect(within(banner()).getByRole('button', { name: labels.login })).toBeVisible();
  expect(within(banner()).queryByRole('button', { name: appText.logout })).toBeNull();
  expect(within(banner()).queryByText(buyer.nickname)).toBeNull();
  expect(cartLink()).toHaveTextContent(appText.cart);
  expectNotice();
}

function expectBuyerHeader() {
  expect(within(banner()).getByText(buyer.nickname)).toBeVisible();
  expect(within(banner()).getByRole('button', { name: appText.logout })).toBeEnabled();
  expect(within(banner()).queryByRole('button', { name: labels.login })).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(cartLink()).toBeVisible();
  // no session notice (the account menu has its own messages)
  expect(screen.queryByRole('button', { name: appText.closeNotice })).toBeNull();
}

const menuButton = () => within(banner()).getByRole('button', { name: buyer.nickname });
/** The open account menu, with the nickname button saying so. */
function accountMenu() {
  expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  return within(screen.getByRole('region', { name: accountText.accountMenu }));
}

function expectOpenDialog() {
  const box = within(dialog());
  expect(box.getByRole('heading', { name: labels.login })).toBeVisible();
  expect(box.getByLabelText(dialogText.mobile)).toHaveAttribute('type', 'tel');
  expect(box.getByLabelText(dialogText.password)).toHaveAttribute('type', 'password');
  if (seen.reason) expect(dialog()).toHaveTextContent(fill(dialogText.loginReason, { reason: seen.reason }));
  else expect(dialog()).not.toHaveTextContent(fill(dialogText.loginReason, { reason: '' }));
  // no demo account hint
  expect(dialog()).not.toHaveTextContent('plush123');
  return box;
}

const stateAssertions: Record<string, () => Promise<void> | void> = {
  'session.restoring.loginWanted': () => {
    // The page asked before the session was known: nothing opens until it is.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(banner()).queryByRole('button', { name: labels.login })).toBeNull();
  },
  'session.restoring.quiet': () => {
    // The account area keeps its place, empty, until the stored session is known.
    expect(within(banner()).queryByRole('button', { name: labels.login })).toBeNull();
    expect(within(banner()).queryByRole('button', { name: appText.logout })).toBeNull();
    expect(within(banner()).getByRole('link', { name: appText.cart })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  },
  'session.loggedOut.idle': () => {
    expectVisitorHeader();
    expect(screen.queryByRole('dialog')).toBeNull();
  },
  'session.loggedOut.restoreFailed': () => {
    // A visitor for now, told why, with 重试 beside the reason.
    expectVisitorHeader();
    expect(screen.getByRole('status')).toHaveTextContent(seen.notice ?? '');
    expect(within(screen.getByRole('status')).getByRole('button', { name: appText.retry })).toBeEnabled();
    expect(screen.queryByRole('dialog')).toBeNull();
  },
  'session.loggedOut.editing': () => {
    const box = expectOpenDialog();
    expect(box.queryByRole('alert')).toBeNull();
    expect(box.getByRole('button', { name: labels.login })).toBeEnabled();
    expect(box.getByRole('button', { name: labels.cancel })).toBeEnabled();
    expect(box.getByLabelText(dialogText.mobile)).toHaveValue(seen.mobile);
  },
  'session.loggedOut.submitting': () => {
    const box = expectOpenDialog();
    const submit = box.getByRole('button', { name: dialogText.loggingIn });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(box.getByLabelText(dialogText.mobile)).toHaveValue(seen.mobile);
    expect(box.getByLabelText(dialogText.password)).toHaveValue(seen.password);
  },
  'session.loggedOut.rejected': () => {
    const box = expectOpenDialog();
    expect(box.getByRole('alert')).toHaveTextContent(seen.error ?? '');
    // Nothing typed is lost: both fields still hold what the buyer typed.
    expect(box.getByLabelText(dialogText.mobile)).toHaveValue(seen.mobile);
    expect(box.getByLabelText(dialogText.password)).toHaveValue(seen.password);
    expect(box.getByRole('button', { name: labels.login })).toBeEnabled();
  },
  'session.loggedIn.cart.countingCart': () => {
    expectBuyerHeader();
    expect(seen.cartCount).toBeNull();
  },
  'session.loggedIn.cart.cartCounted': () => {
    expectBuyerHeader();
    expect(cartLink()).toHaveTextContent(`${appText.cart}${seen.cartCount}`);
  },
  'session.loggedIn.cart.cartUncounted': () => {
    expectBuyerHeader();
    expect(seen.cartCount).toBeNull();
  },
  'session.loggedIn.devices.menuClosed': () => {
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: accountText.accountMenu })).toBeNull();
  },
  'session.loggedIn.devices.counting': () => {
    const status = accountMenu().getByRole('status');
    expect(status).toHaveTextContent(accountText.counting);
    expect(status).toHaveAttribute('aria-busy', 'true');
  },
  'session.loggedIn.devices.listed': () => {
    const menu = accountMenu();
    if (seen.others > 0) {
      expect(menu.getByRole('status')).toHaveTextContent(fill(accountText.othersCount, { n: seen.others }));
      expect(menu.getByRole('button', { name: accountText.endOthers })).toBeEnabled();
    } else {
      expect(menu.getByRole('status')).toHaveTextContent(accountText.noOthers);
      expect(menu.queryByRole('button', { name: accountText.endOthers })).toBeNull();
    }
  },
  'session.loggedIn.devices.countFailed': () => {
    const menu = accountMenu();
    expect(menu.getByRole('alert')).toHaveTextContent(
      fill(accountText.countFailed, { reason: seen.devicesError }),
    );
    // the focus stays on the nickname button that opened the menu, or is on 重试 (never the page)
    const retry = menu.getByRole('button', { name: appText.retry });
    expect([menuButton(), retry]).toContain(document.activeElement);
  },
  'session.loggedIn.devices.confirming': () => {
    const menu = accountMenu();
    expect(menu.getByText(fill(accountText.confirmEnd, { n: seen.others }))).toBeVisible();
    // the safe answer has the focus: Enter alone ends nothing
    expect(menu.getByRole('button', { name: labels.cancel })).toHaveFocus();
    expect(menu.getByRole('button', { name: accountText.confirm })).toBeEnabled();
  },
  'session.loggedIn.devices.ending': () => {
    const status = accountMenu().getByRole('status');
    expect(status).toHaveTextContent(accountText.ending);
    expect(status).toHaveAttribute('aria-busy', 'true');
  },
  'session.loggedIn.devices.ended': () => {
    const menu = accountMenu();
    expect(menu.getByRole('status')).toHaveTextContent(fill(accountText.ended, { n: seen.ended }));
    expect(menu.queryByRole('button', { name: accountText.endOthers })).toBeNull();
  },
  'session.loggedIn.devices.endFailed': () => {
    const menu = accountMenu();
    expect(menu.getByRole('alert')).toHaveTextContent(
      fill(accountText.endFailed, { reason: seen.devicesError }),
    );
    expect(menu.getByRole('button', { name: appText.retry })).toHaveFocus();
  },
  'session.loggingOut': () => {
    expect(within(banner()).getByText(buyer.nickname)).toBeVisible();
    const button = within(banner()).getByRole('button', { name: appText.loggingOut });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

function harness() {
  return {
    restoreSession: deferredActor<User | null, unknown>(),
    login: deferredActor<User, LoginInput>(),
    logout: deferredActor<void, unknown>(),
    watchSession: deferredActor<TokenEnd, unknown>(),
    loadCartCount: deferredActor<number, unknown>(),
    countOtherDevices: deferredActor<number, unknown>(),
    endOtherDevices: deferredActor<number, unknown>(),
  };
}
type Harness = ReturnType<typeof harness>;
type Executor = (event: ModelEvent, h: Harness) => Promise<void>;

const settle = <T,>(actor: { resolve: (v: T) => void; reject: (e: unknown) => void }, event: ModelEvent) =>
  act(async () =>
    'output' in event ? actor.resolve(event.output as T) : actor.reject((event as { error: unknown }).error),
  );

/** What a field should hold after typing `text` into it (the mobile field keeps its spaces). */
async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

const loggedOutOfSession = () => {
  seen.cartCount = null;
};

/** Every event the model can take, as the buyer, the page or the network does it. */
const gestures = {
  'xstate.done.actor.restoreSession': (event, h) => settle(h.restoreSession, event),
  'xstate.error.actor.restoreSession': async (event, h) => {
    await settle(h.restoreSession, event);
    // a visitor for now, and told why (the token is kept for the next load)
    seen.notice = fill(appText.sessionRestoreFailed, {
      reason: (event as { error: ApiError }).error.message,
    });
  },
  'user.openLogin': async (event) => {
    const reason = 'reason' in event ? (event.reason ?? null) : null;
    // From the header, or from the page's action that needs a login (which names itself).
    const button = reason
      ? screen.getByRole('button', { name: labels.addToCart })
      : within(banner()).getByRole('button', { name: labels.login });
    await userEvent.click(button);
    seen.reason = reason;
    seen.error = null;
  },
  'user.submitLogin': async (event, h) => {
    const { mobile, password } = event as { mobile: string; password: string };
    const box = within(dialog());
    await retype(box.getByLabelText(dialogText.mobile), mobile);
    await retype(box.getByLabelText(dialogText.password), password);
    const pendingBefore = h.login.waiting;
    // Enter in the password field submits, like the button does: both ways are used.
    if (password === 'plush123') await userEvent.click(box.getByRole('button', { name: labels.login }));
    else await userEvent.type(box.getByLabelText(dialogText.password), '{Enter}');
    seen.mobile = mobile;
    seen.password = password;
    if (mobile === badMobile.mobile) {
      seen.error = appText.loginMobileInvalid;
      expect(h.login.waiting, 'a malformed mobile is refused without a call').toBe(pendingBefore);
    } else if (password === '') {
      seen.error = appText.loginPasswordEmpty;
      expect(h.login.waiting, 'an empty password is refused without a call').toBe(pendingBefore);
    } else {
      // The call gets the number as digits only.
      expect(h.login.nextInput).toEqual({ mobile: '13800138000', password });
    }
  },
  'xstate.done.actor.login': async (event, h) => {
    await settle(h.login, event);
    expect(seen.emitted.at(-1)).toBe('loggedIn');
    seen.notice = null;
    seen.reason = null;
    seen.cartCount = null;
  },
  'xstate.error.actor.login': async (event, h) => {
    await settle(h.login, event);
    seen.error = (event as { error: ApiError }).error.message;
  },
  'user.closeLogin': async () => {
    await userEvent.click(within(dialog()).getByRole('button', { name: labels.cancel }));
    expect(seen.emitted.at(-1)).toBe('loginDismissed');
    seen.reason = null;
    seen.error = null;
  },
  'xstate.done.actor.loadCartCount': async (event, h) => {
    await settle(h.loadCartCount, event);
    seen.cartCount = (event as { output: number }).output;
  },
  'xstate.error.actor.loadCartCount': (event, h) => settle(h.loadCartCount, event),
  'cart.changed': async (event) => {
    // The page's 加入购物车 while logged in: the saved cart's new count.
    await userEvent.click(screen.getByRole('button', { name: labels.addToCart }));
    seen.cartCount = (event as { count: number }).count;
  },
  'user.logout': async () => {
    // with the account menu open, its own 退出 (the one a phone's header has no room for)
    const menu = screen.queryByRole('region', { name: accountText.accountMenu });
    const logout = menu ? within(menu) : within(banner());
    await userEvent.click(logout.getByRole('button', { name: appText.logout }));
  },
  'xstate.done.actor.logout': async (event, h) => {
    await settle(h.logout, event);
    loggedOutOfSession();
  },
  'xstate.error.actor.logout': async (event, h) => {
    await settle(h.logout, event);
    loggedOutOfSession();
  },
  'xstate.done.actor.watchSession': async (event, h) => {
    await settle(h.watchSession, event);
    loggedOutOfSession();
    // another tab's logout is not an expiry (issue 19 item 9)
    seen.notice =
      (event as { output: TokenEnd }).output === 'elsewhere'
        ? appText.loggedOutElsewhere
        : appText.sessionExpired;
  },
  'xstate.error.actor.watchSession': async (event, h) => {
    await settle(h.watchSession, event);
    loggedOutOfSession();
    seen.notice = appText.sessionExpired;
  },
  'user.dismissSessionNotice': async (event) => {
    // with no notice (guard hasNotice), there is no close button to press
    if (refusedNow(sessionMachine as unknown as AnyStateMachine, event)) {
      expect(screen.queryByRole('button', { name: appText.closeNotice })).toBeNull();
      return;
    }
    await userEvent.click(screen.getByRole('button', { name: appText.closeNotice }));
    seen.notice = null;
  },
  'user.retryRestore': async () => {
    await userEvent.click(within(screen.getByRole('status')).getByRole('button', { name: appText.retry }));
    seen.notice = null;
  },
  'user.openAccountMenu': async () => {
    await userEvent.click(menuButton());
  },
  'user.closeAccountMenu': async () => {
    // Escape from inside the menu gives the focus back to the nickname button
    await userEvent.keyboard('{Escape}');
    expect(menuButton()).toHaveFocus();
  },
  'xstate.done.actor.countOtherDevices': async (event, h) => {
    await settle(h.countOtherDevices, event);
    seen.others = (event as { output: number }).output;
  },
  'xstate.error.actor.countOtherDevices': async (event, h) => {
    await settle(h.countOtherDevices, event);
    seen.devicesError = (event as { error: ApiError }).error.message;
  },
  'user.endOtherDevices': async (event) => {
    // with no other device (guard hasOtherDevices), the menu says so and offers nothing to end
    if (refusedNow(sessionMachine as unknown as AnyStateMachine, event)) {
      expect(accountMenu().getByText(accountText.noOthers)).toBeVisible();
      expect(accountMenu().queryByRole('button', { name: accountText.endOthers })).toBeNull();
      return;
    }
    await userEvent.click(accountMenu().getByRole('button', { name: accountText.endOthers }));
  },
  'user.cancelEndOtherDevices': async () => {
    await userEvent.click(accountMenu().getByRole('button', { name: labels.cancel }));
  },
  'user.confirmEndOtherDevices': async (_event, h) => {
    const pendingBefore = h.endOtherDevices.waiting;
    await userEvent.click(accountMenu().getByRole('button', { name: accountText.confirm }));
    expect(h.endOtherDevices.waiting, 'the confirmation sends the call').toBe(pendingBefore + 1);
  },
  'user.retryOtherDevices': async () => {
    await userEvent.click(accountMenu().getByRole('button', { name: appText.retry }));
  },
  'xstate.done.actor.endOtherDevices': async (event, h) => {
    await settle(h.endOtherDevices, event);
    seen.ended = (event as { output: number }).output;
    seen.others = 0;
  },
  'xstate.error.actor.endOtherDevices': async (event, h) => {
    await settle(h.endOtherDevices, event);
    seen.devicesError = (event as { error: ApiError }).error.message;
  },
} satisfies Record<ModelEvent['type'], Executor>;

const paths = model.transitionCover();

/** The header and a page over the machine, as the root route composes them, plus the dialog. */
function SessionScreen({ logic }: { logic: typeof sessionMachine }) {
  const [snapshot, send, actor] = useMachine(logic, { inspect: inspectLive });
  const view = toSessionView(snapshot);
  useEffect(() => {
    const subscriptions = [
      actor.on('loggedIn', () => seen.emitted.push('loggedIn')),
      actor.on('loginDismissed', () => seen.emitted.push('loginDismissed')),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor]);
  return (
    <SessionContext.Provider value={{ view, send }}>
      <PageFrame>
        {/* a page's action that needs a login: asks for one, or (logged in) saves and counts */}
        <button
          type="button"
          onClick={() =>
            view.status === 'loggedIn'
              ? send({ type: 'cart.changed', count: 5 })
              : send({ type: 'user.openLogin', reason: labels.addToCart })
          }
        >
          {labels.addToCart}
        </button>
      </PageFrame>
      <LoginDialog view={view} send={send} />
      <AccountMenuPanel devices={view.devices} send={send} />
    </SessionContext.Provider>
  );
}

/** The header over a fresh chart with the test's calls, before the stored session is known. */
async function openSession() {
  resetLive();
  const h = harness();
  const logic = sessionMachine.provide({
    actors: {
      restoreSession: h.restoreSession.logic,
      login: h.login.logic,
      logout: h.logout.logic,
      watchSession: h.watchSession.logic,
      loadCartCount: h.loadCartCount.logic,
      countOtherDevices: h.countOtherDevices.logic,
      endOtherDevices: h.endOtherDevices.logic,
    },
  });
  await renderWithRouter(() => <SessionScreen logic={logic} />);
  return h;
}

describe('session model', () => {
  it('covers every state and transition of the machine', () => {
    expectFullCoverage(sessionMachine, paths);
  });

  it('has an assertion for every leaf state, and no assertion for a state that does not exist', () => {
    expect(Object.keys(stateAssertions).sort()).toEqual(leafStateIds(sessionMachine).sort());
  });

  it('takes no user.openLogin while logged in, and no dismiss without a notice', () => {
    const devices = { otherDevices: null, devicesEnded: 0, devicesError: null };
    const loggedIn = sessionMachine.resolveState({
      value: { loggedIn: { cart: 'cartCounted', devices: 'menuClosed' } },
      context: {
        user: buyer,
        cartCount: 3,
        notice: null,
        reason: null,
        loginError: null,
        mobile: '',
        ...devices,
      },
    });
    expect(loggedIn.can({ type: 'user.openLogin' })).toBe(false);
    const visitor = sessionMachine.resolveState({
      value: { loggedOut: 'idle' },
      context: {
        user: null,
        cartCount: null,
        notice: null,
        reason: null,
        loginError: null,
        mobile: '',
        ...devices,
      },
    });
    expect(visitor.can({ type: 'user.dismissSessionNotice' })).toBe(false);
    // 退出其他设备 with no other device to end is not taken (the button is not even shown)
    const alone = sessionMachine.resolveState({
      value: { loggedIn: { cart: 'cartCounted', devices: 'listed' } },
      context: { ...loggedIn.context, otherDevices: 0 },
    });
    expect(alone.can({ type: 'user.endOtherDevices' })).toBe(false);
    expect(alone.can({ type: 'user.closeAccountMenu' })).toBe(true);
  });

  /** An element's text without its buttons' (重试, the close button): what it says. */
  const saidBy = (element: HTMLElement) => {
    let text = element.textContent ?? '';
    for (const button of within(element).queryAllByRole('button'))
      text = text.replace(button.textContent ?? '', '');
    return text.trim();
  };

  // Written out: every failure the paths play carries a reason, and the mirror's expectation of a
  // failure's text is read from it; these state by hand what a failure without one shows
  // (docs/MUTATION.md).
  it('says the stored session could not be confirmed, with no reason it was not given', async () => {
    const h = await openSession();
    await act(async () => h.restoreSession.reject(new Error('')));
    expect(saidBy(screen.getByRole('status'))).toBe(
      fill(appText.sessionRestoreFailed, { reason: '' }).trim(),
    );
  });

  it('says 登录失败 when a refused login gives no reason', async () => {
    const h = await openSession();
    await act(async () => h.restoreSession.resolve(null));
    await userEvent.click(within(banner()).getByRole('button', { name: labels.login }));
    const box = within(dialog());
    await userEvent.type(box.getByLabelText(dialogText.mobile), demoLogin.mobile);
    await userEvent.type(box.getByLabelText(dialogText.password), demoLogin.password);
    await userEvent.click(box.getByRole('button', { name: labels.login }));
    await act(async () => h.login.reject(new Error('')));
    expect(saidBy(box.getByRole('alert'))).toBe(appText.loginFailed);
  });

  it('blames the network when counting or ending the other devices fails without a reason', async () => {
    const h = await openSession();
    await act(async () => h.restoreSession.resolve(buyer));
    await userEvent.click(menuButton());
    await act(async () => h.countOtherDevices.reject(new Error('')));
    expect(saidBy(accountMenu().getByRole('alert'))).toBe(
      fill(accountText.countFailed, { reason: appText.networkError }),
    );
    await userEvent.click(accountMenu().getByRole('button', { name: appText.retry }));
    await act(async () => h.countOtherDevices.resolve(2));
    await userEvent.click(accountMenu().getByRole('button', { name: accountText.endOthers }));
    await userEvent.click(accountMenu().getByRole('button', { name: accountText.confirm }));
    await act(async () => h.endOtherDevices.reject(new Error('')));
    expect(saidBy(accountMenu().getByRole('alert'))).toBe(
      fill(accountText.endFailed, { reason: appText.networkError }),
    );
  });

  // Written out, not generated: the paths cross each transition once, with one event each, and
  // take their expectations from the chart under test; these state by hand what the buyer sees
  // after a few gestures (docs/MUTATION.md).
  it('opens the dialog again with the number last sent, after a refused login was closed', async () => {
    const h = await openSession();
    await act(async () => h.restoreSession.resolve(null));
    await userEvent.click(within(banner()).getByRole('button', { name: labels.login }));
    await userEvent.type(within(dialog()).getByLabelText(dialogText.mobile), demoLogin.mobile);
    await userEvent.type(within(dialog()).getByLabelText(dialogText.password), 'wrong-password');
    await userEvent.click(within(dialog()).getByRole('button', { name: labels.login }));
    await act(async () => h.login.reject(wrongPassword));
    await userEvent.click(within(dialog()).getByRole('button', { name: labels.cancel }));
    await userEvent.click(within(banner()).getByRole('button', { name: labels.login }));
    expect(within(dialog()).getByLabelText(dialogText.mobile)).toHaveValue(demoLogin.mobile);
  });

  it('opens the dialog a page asked for while restoring, and still says why the restore failed', async () => {
    const h = await openSession();
    await userEvent.click(screen.getByRole('button', { name: labels.addToCart }));
    await act(async () => h.restoreSession.reject(offline));
    expect(dialog()).toHaveTextContent(fill(dialogText.loginReason, { reason: labels.addToCart }));
    expect(
      screen.getByText(fill(appText.sessionRestoreFailed, { reason: offline.message })),
    ).toBeInTheDocument();
  });

  it('takes the restore notice away while 重试 checks the session again', async () => {
    const h = await openSession();
    await act(async () => h.restoreSession.reject(offline));
    const notice = fill(appText.sessionRestoreFailed, { reason: offline.message });
    expect(screen.getByRole('status')).toHaveTextContent(notice);
    await userEvent.click(within(screen.getByRole('status')).getByRole('button', { name: appText.retry }));
    expect(h.restoreSession.waiting).toBe(1);
    expect(screen.queryByText(notice)).toBeNull();
  });

  it('says what a page’s login is for, after the restore failed', async () => {
    const h = await openSession();
    await act(async () => h.restoreSession.reject(offline));
    await userEvent.click(screen.getByRole('button', { name: labels.addToCart }));
    expect(dialog()).toHaveTextContent(fill(dialogText.loginReason, { reason: labels.addToCart }));
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      Object.assign(seen, {
        notice: null,
        reason: null,
        error: null,
        mobile: '',
        password: '',
        cartCount: null,
        emitted: [],
        others: 0,
        ended: 0,
        devicesError: '',
      });
      const h = await openSession();
      await runPath(path as never, stateAssertions, gestures as never, h);
    });
  }
});
