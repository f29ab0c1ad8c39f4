/**
 * session: who the buyer is (spec §4 "Logged out", §6 roles, §7 uid), the 登录 dialog, and the
 * cart count the header shows.
 *
 *   restoring ──restoreSession: a user──────────────────────────────▶ loggedIn
 *      ├──────── no token / token refused ──────────────────▶ loggedOut
 *      └──────── no answer (network, 5xx) ──▶ loggedOut.restoreFailed ──user.retryRestore──▶ restoring
 *
 *   loggedOut                                          loggedIn  (watchSession runs throughout)
 *     idle ──user.openLogin──▶ editing                   cart: countingCart ──▶ cartCounted | cartUncounted
 *      ▲  ◀──user.closeLogin── editing | submitting | rejected          cart.changed ──▶ cartCounted
 *      │                       editing | rejected ──user.submitLogin──▶ ├─ user.logout ──▶ loggingOut ──▶ loggedOut
 *      │                         ├ [bad input] ──▶ rejected (no call)    └─ watchSession ends (401 / another tab
 *      │                         └ ──▶ submitting ──login ok──▶ loggedIn     logged out) ──▶ loggedOut + notice
 *      │                                        └──login error──▶ rejected
 *
 *   loggedIn's devices (退出其他设备, issue 24 item 3), the header's account menu:
 *     menuClosed ──user.openAccountMenu──▶ counting ──▶ listed (另有N台设备) | countFailed (重试)
 *     listed ──user.endOtherDevices [N > 0]──▶ confirming ──confirm──▶ ending ──▶ ended | endFailed (重试)
 *                                                 └──cancel──▶ listed
 *     user.closeAccountMenu ──▶ menuClosed from every open step (a call under way is let go)
 *
 * Why so:
 * - The dialog's states live under loggedOut: a logged-in buyer cannot open it (user.openLogin is
 *   simply not taken there), and a session that ends while browsing lands in loggedOut.idle.
 * - `rejected` keeps the dialog open with the reason in Chinese; the view keeps what was typed.
 * - A restore that fails on the network is not a logout: the service keeps the token for the next
 *   load, the buyer is a visitor for now.
 * - watchSession is a promise that settles when the token dies (a 401 on any call, or another tab
 *   removing it): settling is the one way a session ends without the buyer asking, so it can be
 *   played like any call's outcome in tests and on /flows.
 * - loggingOut keeps the user until the server has been told (or could not be), so the header
 *   does not flash 登录 while the call runs; it always ends logged out, the token is gone anyway.
 * - The page that asked for the login hears how it ended through emitted events: `loggedIn`
 *   (carry on with what needed it) or `loginDismissed` (forget it).
 * - The other devices are counted each time the menu opens (another device may have logged in
 *   since), and ended only after a confirmation. Ending them ends nothing here: this session is
 *   kept by the server, and the others learn it on their next call (a 401, as any dead token).
 *
 * Over 300 lines, and still the chart alone (its view-model is session.view.ts): the rest is this
 * comment, the context and event types, the helpers its guards and actions read, and the Chinese
 * description every transition carries for /flows.
 */
import { assertEvent, assign, emit, fromPromise, type SnapshotFrom, setup, stateIn } from 'xstate';
import { appText, fill } from '@/copy/copy';
import type { TokenEnd, User } from '@/domain/buyer';
import { type LoginInputProblem, loginInputProblem, normaliseMobile } from '@/rules/login-input';
import { failureMessage } from './api-failure';
import { lazyMachine } from './lazy-machine';
import { notProvided } from './not-provided';

/** What pages and views may ask of the session. */
export type SessionEvent =
  | { type: 'user.openLogin'; reason?: string }
  | { type: 'user.closeLogin' }
  | { type: 'user.submitLogin'; mobile: string; password: string }
  | { type: 'user.logout' }
  | { type: 'user.dismissSessionNotice' }
  | { type: 'user.retryRestore' }
  /** the header's account menu and its 退出其他设备 */
  | { type: 'user.openAccountMenu' }
  | { type: 'user.closeAccountMenu' }
  | { type: 'user.endOtherDevices' }
  | { type: 'user.confirmEndOtherDevices' }
  | { type: 'user.cancelEndOtherDevices' }
  | { type: 'user.retryOtherDevices' }
  /** the cart's item count after a save or an edit elsewhere on the page */
  | { type: 'cart.changed'; count: number };

export interface SessionMachineContext {
  user: User | null;
  /** the logged-in buyer's cart item count; null while unknown */
  cartCount: number | null;
  /** a passing note of the session (登录已失效，请重新登录) */
  notice: string | null;
  /** what the buyer was doing when login was asked for */
  reason: string | null;
  /** why the last login attempt failed */
  loginError: string | null;
  /** the mobile last submitted, as typed: the reopened dialog shows it again */
  mobile: string;
  /** the buyer's other live sessions, as last counted; null before the menu counted them */
  otherDevices: number | null;
  /** how many sessions 退出其他设备 ended */
  devicesEnded: number;
  /** why counting or ending the other devices failed */
  devicesError: string | null;
}

export interface LoginInput {
  mobile: string;
  password: string;
}

/** What the session tells whoever listens (`actor.on(type, …)`): the detail page resumes or forgets. */
export type SessionEmitted = { type: 'loggedIn'; user: User } | { type: 'loginDismissed' };

const inputProblemText: Record<LoginInputProblem, string> = {
  mobile: appText.loginMobileInvalid,
  password: appText.loginPasswordEmpty,
};

const signedOut = {
  user: null,
  cartCount: null,
  otherDevices: null,
  devicesEnded: 0,
  devicesError: null,
} satisfies Partial<SessionMachineContext>;

/**
 * 登录's submit, the same from the open dialog and after a refusal: a malformed mobile or password
 * is refused in place, a well-formed one is sent. From `rejected` the refusal enters `rejected`
 * again (reenter), so the new hint replaces the old.
 */
function submitLogin(refused: string, sent: string, reenter = false) {
  return [
    {
      guard: 'loginInputInvalid' as const,
      target: 'rejected',
      reenter,
      actions: 'rejectInput' as const,
      description: refused,
    },
    { target: 'submitting', actions: 'startLogin' as const, description: sent },
  ];
}

/** Closing the dialog, while typing, sending or refused: the page forgets what waited for the login. */
function closeLogin(description: string) {
  return { target: 'idle', actions: ['closeDialog', 'emitDismissed'] as const, description };
}

export const sessionMachine = lazyMachine(() =>
  setup({
    types: {} as {
      context: SessionMachineContext;
      events: SessionEvent;
      emitted: SessionEmitted;
      children: {
        restoreSession: 'restoreSession';
        login: 'login';
        logout: 'logout';
        watchSession: 'watchSession';
        loadCartCount: 'loadCartCount';
        countOtherDevices: 'countOtherDevices';
        endOtherDevices: 'endOtherDevices';
      };
    },
    actors: {
      // Provided by src/routes/session-provider.tsx (services/auth-api, token-store, cart-api) or a test.
      /** the buyer of the stored token; null without one or when the server refuses it */
      restoreSession: fromPromise<User | null>(notProvided('session', 'restoreSession')),
      login: fromPromise<User, LoginInput>(notProvided('session', 'login')),
      /** tells the server and forgets the token, even when the call fails */
      logout: fromPromise<void>(notProvided('session', 'logout')),
      /** settles when the token dies behind the page's back */
      // settles with why the token died: a 401 ('expired') or another tab's logout ('elsewhere')
      watchSession: fromPromise<TokenEnd>(notProvided('session', 'watchSession')),
      loadCartCount: fromPromise<number>(notProvided('session', 'loadCartCount')),
      /** how many live sessions the buyer has besides this one (GET /api/auth/sessions) */
      countOtherDevices: fromPromise<number>(notProvided('session', 'countOtherDevices')),
      /** ends them (POST /api/auth/logout-others); how many ended */
      endOtherDevices: fromPromise<number>(notProvided('session', 'endOtherDevices')),
    },
    guards: {
      restoredUser: ({ event }) => 'output' in event && event.output !== null,
      loginInputInvalid: ({ event }) =>
        event.type === 'user.submitLogin' && loginInputProblem(event.mobile, event.password) !== null,
      hasNotice: ({ context }) => context.notice !== null,
      hasOtherDevices: ({ context }) => (context.otherDevices ?? 0) > 0,
    },
    actions: {
      openDialog: assign(({ event }) => {
        assertEvent(event, 'user.openLogin');
        return { reason: event.reason ?? null, loginError: null };
      }),
      closeDialog: assign({ reason: null, loginError: null }),
      emitDismissed: emit({ type: 'loginDismissed' as const }),
      rejectInput: assign(({ event }) => {
        assertEvent(event, 'user.submitLogin');
        const problem = loginInputProblem(event.mobile, event.password);
        return { mobile: event.mobile, loginError: problem && inputProblemText[problem] };
      }),
      startLogin: assign(({ event }) => {
        assertEvent(event, 'user.submitLogin');
        return { mobile: event.mobile, loginError: null };
      }),
      rejectLogin: assign({
        loginError: ({ event }) => failureMessage('error' in event ? event.error : null, appText.loginFailed),
      }),
      dismissNotice: assign({ notice: null }),
      noteDevicesFailure: assign({
        devicesError: ({ event }) =>
          failureMessage((event as { error?: unknown }).error, appText.networkError),
      }),
      // A restore that got no answer is not silent: the buyer who was logged in learns why he
      // browses as a visitor now, and that a reload tries again (the token is kept for it).
      noteRestoreFailed: assign({
        notice: ({ event }) =>
          fill(appText.sessionRestoreFailed, {
            reason: failureMessage((event as { error?: unknown }).error, ''),
          }),
      }),
    },
  }).createMachine({
    id: 'session',
    meta: { title: '登录状态', spec: '§4 §6' },
    context: {
      user: null,
      cartCount: null,
      notice: null,
      reason: null,
      loginError: null,
      mobile: '',
      otherDevices: null,
      devicesEnded: 0,
      devicesError: null,
    },
    initial: 'restoring',
    states: {
      restoring: {
        meta: { title: '恢复登录', spec: '§6' },
        // A page may ask for the login before the stored session is known (a quick click on
        // 加入购物车): the wish is kept, and the dialog opens as soon as the buyer turns out to be a
        // visitor; a restored buyer needs no dialog, and the page carries on with the uid.
        initial: 'quiet',
        states: {
          quiet: {
            meta: { title: '正在确认登录状态', spec: '§6' },
            on: {
              'user.openLogin': {
                target: 'loginWanted',
                actions: 'openDialog',
                description: '登录状态未知时被要求登录：记下，确认是访客后再打开登录框',
              },
            },
          },
          loginWanted: { meta: { title: '确认后打开登录框', spec: '§4 §6' } },
        },
        invoke: {
          id: 'restoreSession',
          src: 'restoreSession',
          onDone: [
            {
              guard: 'restoredUser',
              target: 'loggedIn',
              actions: assign({ user: ({ event }) => event.output }),
              description: '令牌有效：恢复为登录用户',
            },
            {
              guard: stateIn({ restoring: 'loginWanted' }),
              target: 'loggedOut.editing',
              description: '访客，且刚才被要求登录：打开登录框',
            },
            { target: 'loggedOut', description: '没有令牌或令牌已失效：访客' },
          ],
          onError: [
            {
              guard: stateIn({ restoring: 'loginWanted' }),
              target: 'loggedOut.editing',
              actions: 'noteRestoreFailed',
              description: '网络出错，且刚才被要求登录：按访客打开登录框',
            },
            {
              target: 'loggedOut.restoreFailed',
              actions: 'noteRestoreFailed',
              description: '网络出错：暂按访客浏览并说明原因，令牌保留，可重试',
            },
          ],
        },
      },
      loggedOut: {
        meta: { title: '未登录（访客）', spec: '§4 §6' },
        initial: 'idle',
        on: {
          'user.dismissSessionNotice': {
            guard: 'hasNotice',
            actions: 'dismissNotice',
            description: '关闭“登录已失效”提示',
          },
        },
        states: {
          idle: {
            meta: { title: '登录框关闭', spec: '§4' },
            on: {
              'user.openLogin': {
                target: 'editing',
                actions: 'openDialog',
                description: '打开登录框（收藏、加入购物车、立即购买、查看资质，或点页头的登录）',
              },
            },
          },
          // The stored session could not be confirmed (no answer, a 5xx): a visitor for now, with
          // the reason and 重试 in the header; the token is still stored, so 重试 may restore it.
          restoreFailed: {
            meta: { title: '登录状态未能确认', spec: '§6' },
            on: {
              'user.retryRestore': {
                target: '#session.restoring',
                actions: 'dismissNotice',
                description: '重试：再次确认保存的登录状态',
              },
              'user.openLogin': {
                target: 'editing',
                actions: 'openDialog',
                description: '改为重新登录',
              },
              'user.dismissSessionNotice': {
                target: 'idle',
                actions: 'dismissNotice',
                description: '关闭提示：按访客继续浏览',
              },
            },
          },
          editing: {
            meta: { title: '填写登录信息', spec: '§4' },
            on: {
              'user.submitLogin': submitLogin('手机号或密码格式不对：就地提示，不发请求', '提交手机号和密码'),
              'user.closeLogin': closeLogin('取消登录：页面忘掉等待登录的操作'),
            },
          },
          submitting: {
            meta: { title: '登录中', spec: '§4 §7' },
            invoke: {
              id: 'login',
              src: 'login',
              input: ({ event }) => {
                assertEvent(event, 'user.submitLogin');
                return { mobile: normaliseMobile(event.mobile), password: event.password };
              },
              onDone: {
                target: '#session.loggedIn',
                actions: [
                  assign(({ event }) => ({
                    user: event.output,
                    notice: null,
                    reason: null,
                    loginError: null,
                  })),
                  emit(({ event }) => ({ type: 'loggedIn' as const, user: event.output })),
                ],
                description: '登录成功：页面继续刚才的操作',
              },
              onError: {
                target: 'rejected',
                actions: 'rejectLogin',
                description: '登录失败（手机号未注册、密码错误、网络）',
              },
            },
            on: {
              'user.closeLogin': closeLogin('登录中取消：放弃这次请求'),
            },
          },
          rejected: {
            meta: { title: '登录未通过', spec: '§4' },
            on: {
              'user.submitLogin': submitLogin('改后仍不合格式：换成新的提示', '改正后再次提交', true),
              'user.closeLogin': closeLogin('放弃登录：页面忘掉等待登录的操作'),
            },
          },
        },
      },
      loggedIn: {
        meta: { title: '已登录', spec: '§4 §6' },
        invoke: {
          id: 'watchSession',
          src: 'watchSession',
          onDone: {
            target: 'loggedOut',
            actions: assign({
              ...signedOut,
              notice: ({ event }) =>
                event.output === 'elsewhere' ? appText.loggedOutElsewhere : appText.sessionExpired,
            }),
            description: '令牌失效（接口返回401，或在其他标签页退出）',
          },
          onError: {
            target: 'loggedOut',
            actions: assign({ ...signedOut, notice: appText.sessionExpired }),
            description: '无法再确认登录：按失效处理',
          },
        },
        type: 'parallel',
        on: {
          'user.logout': { target: 'loggingOut', description: '点页头的退出' },
        },
        states: {
          cart: {
            meta: { title: '购物车件数', spec: '§2 §7' },
            initial: 'countingCart',
            on: {
              'cart.changed': {
                target: '.cartCounted',
                actions: assign({ cartCount: ({ event }) => event.count }),
                description: '购物车件数变了（加入购物车之后）',
              },
            },
            states: {
              countingCart: {
                meta: { title: '读取购物车件数', spec: '§7' },
                invoke: {
                  id: 'loadCartCount',
                  src: 'loadCartCount',
                  onDone: {
                    target: 'cartCounted',
                    actions: assign({ cartCount: ({ event }) => event.output }),
                    description: '购物车件数已返回',
                  },
                  onError: { target: 'cartUncounted', description: '购物车件数读取失败：页头不显示件数' },
                },
              },
              cartCounted: { meta: { title: '显示购物车件数', spec: '§2' } },
              cartUncounted: { meta: { title: '购物车件数未知', spec: '§2' } },
            },
          },
          devices: {
            meta: { title: '其他设备（账户菜单）', spec: '§6' },
            initial: 'menuClosed',
            on: {
              // from any open step; a call under way is let go (the next opening counts again)
              'user.closeAccountMenu': { target: '.menuClosed', description: '关闭账户菜单' },
            },
            states: {
              menuClosed: {
                meta: { title: '账户菜单关闭', spec: '§6' },
                on: {
                  'user.openAccountMenu': {
                    target: 'counting',
                    description: '打开页头的账户菜单：查询其他登录设备',
                  },
                },
              },
              counting: {
                meta: { title: '查询其他登录设备', spec: '§6 §7' },
                invoke: {
                  id: 'countOtherDevices',
                  src: 'countOtherDevices',
                  onDone: {
                    target: 'listed',
                    actions: assign({ otherDevices: ({ event }) => event.output }),
                    description: '其他设备数已返回',
                  },
                  onError: {
                    target: 'countFailed',
                    actions: 'noteDevicesFailure',
                    description: '查询失败：说明原因，可重试',
                  },
                },
              },
              listed: {
                meta: { title: '显示其他设备数', spec: '§6' },
                on: {
                  'user.endOtherDevices': {
                    guard: 'hasOtherDevices',
                    target: 'confirming',
                    description: '点“退出其他设备”：先确认',
                  },
                },
              },
              countFailed: {
                meta: { title: '其他设备未能查询', spec: '§6 §8' },
                on: {
                  'user.retryOtherDevices': { target: 'counting', description: '重试查询' },
                },
              },
              confirming: {
                meta: { title: '确认退出其他设备', spec: '§6' },
                on: {
                  'user.confirmEndOtherDevices': { target: 'ending', description: '确定退出其他设备' },
                  'user.cancelEndOtherDevices': { target: 'listed', description: '取消：其他设备保持登录' },
                },
              },
              ending: {
                meta: { title: '正在退出其他设备', spec: '§6 §7' },
                invoke: {
                  id: 'endOtherDevices',
                  src: 'endOtherDevices',
                  onDone: {
                    target: 'ended',
                    actions: assign({ devicesEnded: ({ event }) => event.output, otherDevices: 0 }),
                    description: '其他设备已退出：提示退出了几台',
                  },
                  onError: {
                    target: 'endFailed',
                    actions: 'noteDevicesFailure',
                    description: '退出失败：说明原因，可重试',
                  },
                },
              },
              ended: {
                meta: { title: '已退出其他设备', spec: '§6' },
              },
              endFailed: {
                meta: { title: '退出其他设备失败', spec: '§6 §8' },
                on: {
                  'user.retryOtherDevices': { target: 'ending', description: '重试退出其他设备' },
                },
              },
            },
          },
        },
      },
      loggingOut: {
        meta: { title: '退出中', spec: '§6' },
        invoke: {
          id: 'logout',
          src: 'logout',
          onDone: { target: 'loggedOut', actions: assign(signedOut), description: '已退出登录' },
          onError: {
            target: 'loggedOut',
            actions: assign(signedOut),
            description: '服务器没有回应：本地照样退出（令牌已删除）',
          },
        },
      },
    },
  }),
);

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
