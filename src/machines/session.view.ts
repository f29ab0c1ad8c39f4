/**
 * session's view-model: the pure selectors from the machine's snapshot to what its view shows
 * (the chart is session.machine.ts beside it). Nothing here changes state.
 */
import type { User } from '@/domain/buyer';
import type { SessionSnapshot } from './session.machine';

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

const dialogStates = ['editing', 'submitting', 'rejected'] as const;

/** What the header, the login dialog and the pages see of the session, from the snapshot only. */
export function toSessionView(snapshot: SessionSnapshot): SessionViewData {
  const { user, cartCount, notice, reason, loginError, mobile, otherDevices, devicesEnded, devicesError } =
    snapshot.context;
  const status: SessionStatus = snapshot.matches('restoring')
    ? 'restoring'
    : snapshot.matches('loggedOut')
      ? 'loggedOut'
      : // loggingOut: still this buyer until the server has been told
        'loggedIn';
  return {
    status,
    user,
    uid: user?.id ?? 0,
    cartCount,
    login: {
      open: dialogStates.some((state) => snapshot.matches({ loggedOut: state })),
      submitting: snapshot.matches({ loggedOut: 'submitting' }),
      error: snapshot.matches({ loggedOut: 'rejected' }) ? loginError : null,
      reason,
      mobile,
    },
    notice,
    canRetryRestore: snapshot.matches({ loggedOut: 'restoreFailed' }),
    loggingOut: snapshot.matches('loggingOut'),
    devices: devicesView(snapshot, otherDevices, devicesEnded, devicesError),
  };
}

/** The account menu: closed (null), or which step of 退出其他设备 it shows. */
function devicesView(
  snapshot: SessionSnapshot,
  others: number | null,
  ended: number,
  error: string | null,
): SessionViewData['devices'] {
  const value = snapshot.value as { loggedIn?: { devices: DevicesStep | 'menuClosed' } };
  const step = value.loggedIn?.devices;
  return step && step !== 'menuClosed' ? { step, others: others ?? 0, ended, error } : null;
}
