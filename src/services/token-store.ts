/**
 * Where the session's bearer token lives: localStorage, so that the session survives a reload.
 * Storage that throws (disabled, quota, private mode) must not break the page: the token is then
 * kept in memory for this tab only.
 *
 * The token can also die behind the page's back: the server refuses it (expired, revoked by a
 * logout elsewhere: http.ts reports the 401 through `revokeToken`), or another tab of the site
 * removes it (logging out there logs out here). `onTokenRevoked` tells the session of both.
 */
const KEY = 'plush.session.token';
let memory: string | null = null;

export function readToken(): string | null {
  try {
    return localStorage.getItem(KEY) ?? memory;
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
    // kept in memory above
  }
}

const listeners = new Set<() => void>();

function notify() {
  for (const listener of [...listeners]) listener();
}

/**
 * A call that carried `token` was refused with 401: the token is dead, so it is forgotten and the
 * listeners are told. A token a newer login already replaced is left alone (a slow call of the
 * old session must not log out the new one).
 */
export function revokeToken(token: string): void {
  if (readToken() !== token) return;
  writeToken(null);
  notify();
}

// Another tab removing the token (its logout, or storage cleared) ends this tab's session too.
// `storage` events only fire for changes made by OTHER documents, so our own writes never land here.
function onStorage(event: StorageEvent) {
  const removed = (event.key === KEY || event.key === null) && event.newValue === null;
  if (!removed) return;
  // readToken() falls back to memory when storage has no token: that copy is dead as well.
  memory = null;
  notify();
}

/**
 * Calls `listener` whenever the token dies (see the file's comment). Returns the unsubscribe.
 * The window's `storage` listener is attached while someone listens.
 */
export function onTokenRevoked(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}
