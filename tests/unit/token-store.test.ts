/**
 * A token that dies behind the page's back (services/token-store.ts, services/http.ts): a 401 to a
 * call that carried it, or another tab removing it, forgets it and tells the session. And the
 * restore of a stored session on load (services/auth-api.ts restoreSession). fetch is a test
 * double; another tab is a `storage` event, as the browser delivers it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/services/api-error';
import { fetchMe, logout, restoreSession } from '@/services/auth-api';
import { fetchCart } from '@/services/cart-api';
import { onTokenRevoked, readToken, revokeToken, writeToken } from '@/services/token-store';
import { fullStorage, replaceLocalStorage } from './broken-storage';

const KEY = 'plush.session.token';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function answer(respond: (request: Request) => Response | Promise<Response>) {
  const fetchDouble = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    respond(new Request(new URL(String(input), 'http://localhost'), init)),
  );
  vi.stubGlobal('fetch', fetchDouble);
  return fetchDouble;
}

const refused = () => json({ code: 0, msg: '登录已失效，请重新登录', data: null }, 401);
const me = () => json({ code: 1, msg: '', data: { user: { id: 1, nickname: '演示买家' } } });

/** Another tab changing the token: the event the browser fires in THIS tab. */
function otherTab(newValue: string | null, key: string | null = KEY) {
  if (key === KEY) {
    if (newValue === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, newValue);
  }
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

const stops: Array<() => void> = [];
function listen() {
  const listener = vi.fn();
  stops.push(onTokenRevoked(listener));
  return listener;
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
  writeToken(null);
});

describe('a token refused by the server', () => {
  it('is forgotten and reported when a call that carried it gets 401', async () => {
    writeToken('dead-token');
    const listener = listen();
    answer((request) => {
      expect(request.headers.get('authorization')).toBe('Bearer dead-token');
      return refused();
    });
    const error = await fetchCart().catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 401, message: '登录已失效，请重新登录' });
    expect(readToken()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
    expect(listener).toHaveBeenCalledWith('expired');
  });

  it('tells nobody when a call without a token gets 401 (a visitor asked for something)', async () => {
    const listener = listen();
    answer(() => refused());
    await fetchMe().catch(() => {});
    expect(listener).not.toHaveBeenCalled();
  });

  it('leaves the token alone on other failures (403, 5xx, offline)', async () => {
    writeToken('live-token');
    const listener = listen();
    for (const respond of [
      () => json({ code: 0, msg: '无权操作其他用户的数据' }, 403),
      () => new Response('oops', { status: 503 }),
      () => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      answer(respond);
      await fetchMe().catch(() => {});
    }
    expect(readToken()).toBe('live-token');
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps a newer token: a slow call of the old session cannot log out the new one', () => {
    writeToken('new-token');
    const listener = listen();
    revokeToken('old-token');
    expect(readToken()).toBe('new-token');
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops telling a listener that unsubscribed', () => {
    writeToken('t1');
    const listener = vi.fn();
    onTokenRevoked(listener)();
    revokeToken('t1');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('a token removed by another tab', () => {
  it('ends this tab’s session when the other tab logs out, and the memory copy goes too', () => {
    writeToken('shared-token');
    const listener = listen();
    otherTab(null);
    expect(listener).toHaveBeenCalledOnce();
    // told apart from an expiry: the page says 已在其他页面退出登录 (issue 19 item 9)
    expect(listener).toHaveBeenCalledWith('elsewhere');
    expect(readToken()).toBeNull();
  });

  it('ends it when the other tab clears the whole storage', () => {
    writeToken('shared-token');
    const listener = listen();
    localStorage.clear();
    otherTab(null, null);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('ignores other keys and a token written (not removed) elsewhere', () => {
    writeToken('shared-token');
    const listener = listen();
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: null }));
    otherTab('another-token');
    expect(listener).not.toHaveBeenCalled();
  });

  it('is not heard once nobody listens', () => {
    writeToken('shared-token');
    const listener = vi.fn();
    onTokenRevoked(listener)();
    otherTab(null);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('restoreSession (page load)', () => {
  it('answers null without a call when no token is stored', async () => {
    const fetchDouble = answer(() => me());
    await expect(restoreSession()).resolves.toBeNull();
    expect(fetchDouble).not.toHaveBeenCalled();
  });

  it('answers the buyer of a live token (GET /api/auth/me with the token)', async () => {
    writeToken('live-token');
    answer((request) => {
      expect(new URL(request.url).pathname).toBe('/api/auth/me');
      expect(request.headers.get('authorization')).toBe('Bearer live-token');
      return me();
    });
    await expect(restoreSession()).resolves.toEqual({ id: 1, nickname: '演示买家' });
  });

  it('answers null and forgets a token the server refuses', async () => {
    writeToken('dead-token');
    answer(() => refused());
    await expect(restoreSession()).resolves.toBeNull();
    expect(readToken()).toBeNull();
  });

  it('throws on a network failure and KEEPS the token for the next load', async () => {
    writeToken('live-token');
    answer(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await restoreSession().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network' });
    expect(readToken()).toBe('live-token');
  });
});

describe('logout', () => {
  it('forgets the token whatever the server answers: refused (already dead) or no answer', async () => {
    for (const respond of [
      refused,
      () => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      writeToken('some-token');
      answer(respond);
      await expect(logout()).rejects.toBeInstanceOf(ApiError);
      expect(readToken()).toBeNull();
    }
  });
});

describe('storage that throws or holds corrupt values (issue #8 item 5)', () => {
  it('keeps the session in memory when localStorage is disabled (SecurityError on access)', async () => {
    replaceLocalStorage('disabled');
    expect(readToken()).toBeNull();
    writeToken('memory-token');
    expect(readToken()).toBe('memory-token');
    answer((request) => {
      expect(request.headers.get('authorization')).toBe('Bearer memory-token');
      return me();
    });
    await expect(restoreSession()).resolves.toEqual({ id: 1, nickname: '演示买家' });
    writeToken(null);
    expect(readToken()).toBeNull();
  });

  it('keeps the token in memory when storage is full (QuotaExceededError), and an older stored token does not shadow it', () => {
    const storage = fullStorage({ [KEY]: 'old-token' });
    replaceLocalStorage(storage);
    writeToken('new-token');
    expect(readToken()).toBe('new-token');
    expect(storage.map.has(KEY)).toBe(false);
  });

  it.each([
    ['an older version’s JSON', '{"token":"abc"}'],
    ['a quoted string', '"abc"'],
    ['Chinese text (the Authorization header cannot carry it)', '登录令牌'],
    ['a line break', 'abc\r\nX-Evil: 1'],
    ['a scheme and a space', 'Bearer abc'],
    ['an empty string', ''],
    ['over 512 characters', 'a'.repeat(600)],
  ])('discards %s under the token key: removed, never sent, no call on load', async (_, raw) => {
    localStorage.setItem(KEY, raw);
    const fetchDouble = answer((request) => {
      expect(request.headers.get('authorization')).toBeNull();
      return me();
    });
    await expect(restoreSession()).resolves.toBeNull();
    expect(fetchDouble).not.toHaveBeenCalled();
    expect(readToken()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
    // a call still goes out, as a visitor's (Headers.set would throw on the Chinese or the line break)
    await expect(fetchMe()).resolves.toEqual({ id: 1, nickname: '演示买家' });
  });
});
