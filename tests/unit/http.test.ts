/**
 * The one door of every call (services/http.ts): each way a call can fail becomes an ApiError of
 * its kind with a Chinese message, and the token rides along. fetch is replaced by a test double.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appText } from '@/copy/copy';
import { ApiError } from '@/services/api-error';
import { fetchGoodsDetail } from '@/services/goods-api';
import { clients, postOnce, request } from '@/services/http';
import { GoodsDetailResponse } from '@/services/schemas';
import { writeToken } from '@/services/token-store';
import { goodsFixture } from '../support/goods-fixture';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function answer(respond: (request: Request) => Response | Promise<Response>) {
  const fetchDouble = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    respond(new Request(new URL(String(input), 'http://localhost'), init)),
  );
  vi.stubGlobal('fetch', fetchDouble);
  return fetchDouble;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
  writeToken(null);
});

describe('services/http', () => {
  it('posts the §7 payload, attaches the bearer token and returns validated data', async () => {
    writeToken('secret-token');
    const fetchDouble = answer(async (request) => {
      expect(new URL(request.url).pathname).toBe('/api/62442353b9c1b');
      expect(request.method).toBe('POST');
      expect(request.headers.get('authorization')).toBe('Bearer secret-token');
      expect(await request.json()).toEqual({ id: 1001, uid: 1 });
      return json({ code: 1, msg: '', data: goodsFixture() });
    });
    const goods = await fetchGoodsDetail(1001, 1);
    expect(goods.PName).toBe(goodsFixture().PName);
    expect(fetchDouble).toHaveBeenCalledOnce();
  });

  it('turns a 404 into an http error carrying the server message', async () => {
    answer(() => json({ code: 0, msg: '商品不存在', data: null }, 404));
    const error = await failure(fetchGoodsDetail(9, 0));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: '商品不存在' });
    expect(error.isNotFound).toBe(true);
  });

  it('turns a 5xx without a body into a Chinese server message', async () => {
    answer(() => new Response('oops', { status: 502 }));
    expect(await failure(fetchGoodsDetail(1, 0))).toMatchObject({
      kind: 'http',
      status: 502,
      message: appText.serverError,
    });
  });

  it('turns a failure code into a rejection with the msg', async () => {
    answer(() => json({ code: 0, msg: '参数错误' }));
    expect(await failure(fetchGoodsDetail(1, 0))).toMatchObject({
      kind: 'rejected',
      code: 0,
      message: '参数错误',
    });
  });

  it('refuses an answer that breaks the contract', async () => {
    answer(() => json({ code: 1, data: { ID: 'not a number' } }));
    expect(await failure(fetchGoodsDetail(1, 0))).toMatchObject({
      kind: 'schema',
      message: appText.badResponse,
    });
  });

  it('refuses malformed JSON', async () => {
    answer(
      () => new Response('{"code":1,', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    expect((await failure(fetchGoodsDetail(1, 0))).kind).toBe('schema');
  });

  it('cancels the call when the caller aborts', async () => {
    const seen: AbortSignal[] = [];
    answer(
      (request) =>
        new Promise<Response>((_, reject) => {
          seen.push(request.signal);
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const controller = new AbortController();
    const call = fetchGoodsDetail(1001, 0, controller.signal);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    controller.abort();
    await failure(call);
    expect(seen[0]?.aborted).toBe(true);
  });

  const hang = () =>
    answer(
      (request) =>
        new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
    );

  it('reports a call that does not answer in time as a timeout', async () => {
    hang();
    const call = request(clients.apiBase, '/api/62442353b9c1b', GoodsDetailResponse, {
      method: 'POST',
      timeout: 30,
    });
    expect(await failure(call)).toMatchObject({ kind: 'timeout', message: appText.timeoutError });
  });

  it('keeps the timeout when the caller also gives a signal', async () => {
    hang();
    const call = request(clients.apiBase, '/api/62442353b9c1b', GoodsDetailResponse, {
      method: 'POST',
      timeout: 30,
      signal: new AbortController().signal,
    });
    expect(await failure(call)).toMatchObject({ kind: 'timeout' });
  });

  it('reports a network failure', async () => {
    answer(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await failure(fetchGoodsDetail(1, 0))).toMatchObject({
      kind: 'network',
      message: appText.networkError,
    });
  });
});

describe('services/http retries (issue #8 item 1): a GET once more, a POST never', () => {
  /** Answers every request with `respond`, recording whether its signal was already aborted. */
  function counted(respond: (request: Request) => Response | Promise<Response>) {
    const arrivedAborted: boolean[] = [];
    const fetchDouble = answer((request) => {
      arrivedAborted.push(request.signal.aborted);
      if (request.signal.aborted) throw request.signal.reason;
      return respond(request);
    });
    return { fetchDouble, arrivedAborted };
  }
  const hanging = (request: Request) =>
    new Promise<Response>((_, reject) =>
      request.signal.addEventListener('abort', () => reject(request.signal.reason)),
    );
  const getWith = (signal?: AbortSignal, timeout = 30) =>
    request(clients.apiBase, '/api/6086900689dc9', GoodsDetailResponse, {
      method: 'GET',
      retry: 1,
      timeout,
      signal,
    });

  it.each([
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch')), 'network'],
    ['a 502', () => new Response('bad gateway', { status: 502 }), 'http'],
  ] as const)('a GET that gets %s is tried twice, then fails with its kind', async (_, respond, kind) => {
    const { fetchDouble } = counted(respond);
    expect(await failure(getWith())).toMatchObject({ kind });
    expect(fetchDouble).toHaveBeenCalledTimes(2);
  });

  it('a GET that times out is tried again with time of its own, also when the caller gives a signal', async () => {
    for (const signal of [undefined, new AbortController().signal]) {
      const { fetchDouble, arrivedAborted } = counted(hanging);
      expect(await failure(getWith(signal))).toMatchObject({
        kind: 'timeout',
        message: appText.timeoutError,
      });
      expect(fetchDouble).toHaveBeenCalledTimes(2);
      expect(arrivedAborted).toEqual([false, false]);
    }
  });

  it('a GET whose answer came (malformed) is not tried again', async () => {
    const { fetchDouble } = counted(
      () => new Response('{not json', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    expect(await failure(getWith())).toMatchObject({ kind: 'schema', message: appText.badResponse });
    expect(fetchDouble).toHaveBeenCalledOnce();
  });

  it('a GET the caller stopped is not tried again', async () => {
    const { fetchDouble } = counted(hanging);
    const controller = new AbortController();
    const call = getWith(controller.signal, 5000);
    await vi.waitFor(() => expect(fetchDouble).toHaveBeenCalledOnce());
    controller.abort();
    await failure(call);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchDouble).toHaveBeenCalledOnce();
  });

  it.each([
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch')), 'network'],
    ['a 502', () => new Response('bad gateway', { status: 502 }), 'http'],
    ['no answer in time', hanging, 'timeout'],
  ] as const)('a POST that gets %s is sent once', async (_, respond, kind) => {
    const { fetchDouble } = counted(respond);
    const call = request(clients.apiBase, '/api/62442353b9c1b', GoodsDetailResponse, {
      method: 'POST',
      body: { id: 1, uid: 0 },
      timeout: 30,
      signal: new AbortController().signal,
    });
    expect(await failure(call)).toMatchObject({ kind });
    expect(fetchDouble).toHaveBeenCalledOnce();
  });

  it.each([
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch')), 'network'],
    ['a 502', () => new Response('bad gateway', { status: 502 }), 'http'],
  ] as const)(
    'a POST with an Idempotency-Key that gets %s is tried once more with the same key (issue 24 F17)',
    async (_, respond, kind) => {
      const keys: (string | null)[] = [];
      const { fetchDouble } = counted((req) => {
        keys.push(req.headers.get('Idempotency-Key'));
        return respond();
      });
      const call = postOnce(clients.apiBase, '/api/rbh/cart/save', { uid: 1 }, GoodsDetailResponse);
      expect(await failure(call)).toMatchObject({ kind });
      expect(fetchDouble).toHaveBeenCalledTimes(2);
      expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
      expect(keys[1]).toBe(keys[0]);
      // the next click is another key
      const next = postOnce(clients.apiBase, '/api/rbh/cart/save', { uid: 1 }, GoodsDetailResponse);
      await failure(next);
      expect(keys[2]).not.toBe(keys[0]);
    },
  );
});
