/**
 * Where the session's bearer token lives: localStorage, so that the session survives a reload.
 * Storage that throws (disabled, quota, private mode) must not break the page: the token is then
 * kept in memory for this tab only.
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

export function writeToken(token: string | null): void {
  memory = token;
  try {
    if (token === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, token);
  } catch {
    // kept in memory above
  }
}
