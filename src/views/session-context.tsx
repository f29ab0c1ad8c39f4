/**
 * The buyer's session as views see it: the session machine's view and its `send`, handed down by
 * the root route (src/routes/session-provider.tsx) through React context, so that the header,
 * the login dialog and every page read one session without importing services.
 *
 * The types here are the contract between the session machine (src/machines/session.machine.ts,
 * whose `toSessionView` returns SessionViewData and whose events include SessionEvent) and the
 * pages that use it. Outside a provider (a view rendered alone in a test) there is no session:
 * `useSession()` answers null and the header shows no account area.
 */
import { createContext, useContext } from 'react';
import type { User } from '@/services/schemas';

export type SessionStatus = 'restoring' | 'loggedOut' | 'loggedIn';

export interface SessionViewData {
  status: SessionStatus;
  user: User | null;
  /** spec §7: 0 for a visitor */
  uid: number;
  /** items in the logged-in buyer's cart (购物车共N件商品); null while unknown */
  cartCount: number | null;
  login: {
    /** the 登录 dialog is open */
    open: boolean;
    submitting: boolean;
    /** why the last attempt failed, in Chinese (wrong password, unknown mobile, network) */
    error: string | null;
    /** what the buyer was doing when login was asked for ('加入购物车'), shown in the dialog */
    reason: string | null;
    /** the mobile last submitted, so a failed attempt keeps what was typed */
    mobile: string;
  };
  /** a passing note of the session ('登录已失效，请重新登录'), null when none */
  notice: string | null;
  /** the stored session could not be confirmed: the notice offers 重试 */
  canRetryRestore: boolean;
  /** 退出 was clicked and the server is being told: status stays 'loggedIn' until it answers */
  loggingOut: boolean;
  /** the header's account menu (退出其他设备): null while closed */
  devices: {
    step: DevicesStep;
    /** the buyer's other live sessions, as last counted */
    others: number;
    /** how many 退出其他设备 ended */
    ended: number;
    /** why counting or ending failed, in Chinese */
    error: string | null;
  } | null;
}

/** Where the account menu's 退出其他设备 is (session.machine.ts loggedIn.devices). */
export type DevicesStep =
  | 'counting'
  | 'listed'
  | 'countFailed'
  | 'confirming'
  | 'ending'
  | 'ended'
  | 'endFailed';

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

export interface SessionHandle {
  view: SessionViewData;
  send: (event: SessionEvent) => void;
}

export const SessionContext = createContext<SessionHandle | null>(null);

export function useSession(): SessionHandle | null {
  return useContext(SessionContext);
}
