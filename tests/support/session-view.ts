/** A session as pages read it (machines/session.view.ts): a visitor for uid 0, else buyer `uid`. */
import type { SessionStatus, SessionViewData } from '@/machines/session.view';

export function sessionView(uid: number, status?: SessionStatus): SessionViewData {
  return {
    status: status ?? (uid > 0 ? 'loggedIn' : 'loggedOut'),
    user: uid > 0 ? { id: uid, nickname: `买家${uid}` } : null,
    uid,
    cartCount: null,
    login: { open: false, submitting: false, error: null, reason: null, mobile: '' },
    notice: null,
    canRetryRestore: false,
    loggingOut: false,
    devices: null,
  };
}
