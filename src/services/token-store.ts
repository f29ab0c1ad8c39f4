/**
 * Where the session's bearer token lives: localStorage, so that the session survives a reload.
 * Storage that throws (disabled, quota, private mode) must not break the page: the token is then
 * kept in memory for this tab only.
 *
 * The token can also die behind the page's back: the server refuses it (expired, revoked by a
 * logout elsewhere: http.ts reports the 401 through `revokeToken`), or another tab of the site
 * removes it (logging out there logs out here). `onTokenRevoked` tells the session of both.
 */
import type { TokenEnd } from '@/domain/buyer';

const KEY = 'plush.session.token';
let memory: string | null = null;

/**
 * What a bearer token can be (RFC 6750 b64token; ours are 43 base64url characters). Anything else
 * under our key (an old version's JSON, another script's value, text the Authorization header
 * cannot even carry: Headers.set throws on non-Latin-1 or a newline, which would fail every call)
 * is corrupt: it is removed and never sent.
 */
const TOKEN_SHAPE = /^[A-Za-z0-9\-._~+/]{1,512}=*$/;

export function readToken(): string | null {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored === null) return memory;
    if (TOKEN_SHAPE.test(stored)) return stored;
    localStorage.removeItem(KEY);
    return memory;
  } catch {
    return memory;
  }
}

/** Stores the token of a login, or forgets it (null) on logout. Nobody is told: the caller knows. */
export function writeToken(token: string | null): void {
  memory = token;
  try {
    if (token === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, token);
  } catch {
    // Kept in memory above, for this tab. An older token left in storage (the write was refused:
    // quota) must not shadow it, so it goes if it can.
    try {
      localStorage.removeItem(KEY);
    } catch {
      // storage disabled altogether: there is nothing stored to shadow the memory copy
    }
  }
}

const listeners = new Set<(end: TokenEnd) => void>();

function notify(end: TokenEnd) {
  for (const listener of [...listeners]) listener(end);
}

/**
 * A call that carried `token` was refused with 401: the token is dead, so it is forgotten and the
 * listeners are told. A token a newer login already replaced is left alone (a slow call of the
 * old session must not log out the new one).
 */
export function revokeToken(token: string): void {
  if (readToken() !== token) return;
  writeToken(null);
  notify('expired');
}

// Another tab removing the token (its logout, or storage cleared) ends this tab's session too.
// `storage` events only fire for changes made by OTHER documents, so our own writes never land here.
function onStorage(event: StorageEvent) {
  const removed = (event.key === KEY || event.key === null) && event.newValue === null;
  if (!removed) return;
  // readToken() falls back to memory when storage has no token: that copy is dead as well.
  memory = null;
  notify('elsewhere');
}

/**
 * Calls `listener` whenever the token dies (see the file's comment). Returns the unsubscribe.
 * The window's `storage` listener is attached while someone listens.
 */
export function onTokenRevoked(listener: (end: TokenEnd) => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}
