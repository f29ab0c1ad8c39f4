/**
 * /flows' entry for session (src/machines/session.machine.ts): its Chinese name and summary, its
 * live demo copy and the answers its waiting calls can be given, its sample events, its real view.
 * What an entry holds is `Flow` in ../flow.ts; ../registry.tsx lists the entries.
 */
import { labels } from '@/copy/copy';
import { flowsText } from '@/copy/flows-text';
import { sessionMachine } from '@/machines/session.machine';
import { toSessionView } from '@/machines/session.view';
import { ApiError } from '@/services/api-error';
import { AccountMenuPanel } from '@/views/account-menu-panel';
import { LoginPanel } from '@/views/login-dialog';
import { SiteHeader } from '@/views/page-frame';
import { SessionContext } from '@/views/session-context';
import { networkError, serverError, succeeded } from '../demo-answers';
import { type DemoOutcome, defineFlow } from '../flow';

/** The server's refusals of a login (server/routes/auth.ts), as the login service throws them. */
const loginRefused = (label: string, msg: string): DemoOutcome => ({
  label,
  ok: false,
  error: new ApiError('http', msg, 401, 0),
});

/** The seeded demo buyer (README): mobile 13800138000, password plush123. */
const demoBuyer = { id: 1, nickname: '演示买家' };

export const sessionFlow = defineFlow({
  id: 'session',
  name: '登录状态',
  summary:
    '打开页面时恢复登录；访客点登录或需要登录的操作时弹出登录框（校验、提交、失败提示），登录后页头显示昵称、退出和购物车件数；点昵称打开账户菜单，查看其他登录设备并退出它们；令牌失效时回到访客并提示重新登录。',
  machine: sessionMachine,
  demo: (_env, calls) => ({
    logic: sessionMachine.provide({
      actors: {
        restoreSession: calls.waiting(),
        login: calls.waiting(),
        logout: calls.waiting(),
        watchSession: calls.waiting(),
        loadCartCount: calls.waiting(),
        countOtherDevices: calls.waiting(),
        endOtherDevices: calls.waiting(),
      },
    }),
    input: undefined,
  }),
  outcomes: {
    restoreSession: [
      succeeded(demoBuyer, flowsText.demoRestored),
      succeeded(null, flowsText.demoNoToken),
      networkError,
    ],
    login: [
      succeeded(demoBuyer),
      // one answer for both since issue 24 (F3): the server does not say which mobiles exist
      loginRefused(flowsText.demoWrongPassword, '手机号或密码错误'),
      loginRefused(flowsText.demoUnknownMobile, '手机号或密码错误'),
      networkError,
    ],
    logout: [succeeded(undefined), networkError],
    watchSession: [
      succeeded(undefined, flowsText.demoTokenRevoked),
      { label: flowsText.demoWatchFailed, ok: false, error: new Error('storage unavailable') },
    ],
    loadCartCount: [succeeded(3), serverError],
    countOtherDevices: [
      succeeded(2, flowsText.demoOtherDevices),
      succeeded(0, flowsText.demoNoOtherDevices),
      networkError,
    ],
    endOtherDevices: [succeeded(2, flowsText.demoOthersEnded), serverError],
  },
  samples: () => [
    { event: { type: 'user.openLogin' as const }, note: '页头的登录' },
    { event: { type: 'user.openLogin' as const, reason: labels.addToCart }, note: labels.addToCart },
    {
      event: { type: 'user.submitLogin' as const, mobile: '13800138000', password: 'plush123' },
      note: '13800138000 / plush123',
    },
    {
      event: { type: 'user.submitLogin' as const, mobile: '1380013', password: 'plush123' },
      note: '1380013（手机号不对）',
    },
    {
      event: { type: 'user.submitLogin' as const, mobile: '13800138000', password: '' },
      note: '空密码',
    },
    { event: { type: 'cart.changed' as const, count: 5 }, note: '购物车变为5件' },
  ],
  View: ({ snapshot, send }) => {
    const view = toSessionView(snapshot);
    return (
      <SessionContext.Provider value={{ view, send }}>
        <div className="space-y-3">
          <SiteHeader />
          <LoginPanel view={view} send={send} />
          <AccountMenuPanel devices={view.devices} send={send} />
        </div>
      </SessionContext.Provider>
    );
  },
});
