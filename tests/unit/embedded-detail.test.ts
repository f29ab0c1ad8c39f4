/**
 * The detail that came with the page (src/services/embedded-detail.ts): the embedded JSON element
 * or the early call's answer is taken by the first load when it is valid and for the goods asked;
 * anything else (absent, wrong id, malformed JSON, failing the schema, failed, too slow) falls
 * back to the API, and a second load always asks the API.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Goods } from '@/domain/goods';
import { REQUEST_TIMEOUT_MS } from '@/services/config';
import { DETAIL_DATA_MARK, EARLY_DETAIL_GLOBAL, EMBEDDED_DETAIL_ID } from '@/services/early-detail-contract';
import { loadGoodsDetail, type PageScope, takeEmbeddedDetail } from '@/services/embedded-detail';
import { scriptSafeJson } from '../../server/pages/detail-html';
import { goodsFixture } from '../support/goods-fixture';

const PARSED_AT = 120;

function fakePerformance() {
  const marks: { name: string; startTime: number | undefined }[] = [];
  const performance: PageScope['performance'] = {
    mark: (name: string, options?: PerformanceMarkOptions) => {
      marks.push({ name, startTime: options?.startTime });
      return {} as PerformanceMark;
    },
    getEntriesByName: (name: string) =>
      marks.filter((m) => m.name === name) as unknown as PerformanceEntryList,
    getEntriesByType: (type: string) =>
      (type === 'navigation' ? [{ domInteractive: PARSED_AT }] : []) as unknown as PerformanceEntryList,
  };
  return { marks, performance };
}

let scope: PageScope & { window: Record<string, unknown> };
let marks: ReturnType<typeof fakePerformance>['marks'];
let fetchDetail: ReturnType<typeof vi.fn<(id: number, uid: number, signal?: AbortSignal) => Promise<Goods>>>;

beforeEach(() => {
  const fake = fakePerformance();
  marks = fake.marks;
  scope = { document, window: {}, performance: fake.performance };
  fetchDetail = vi.fn(async (id: number) => goodsFixture({ ID: id, PName: '从接口来的' }));
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

const answerText = (goods: Goods) => JSON.stringify({ code: 1, msg: '', data: goods });

function embed(text: string) {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${EMBEDDED_DETAIL_ID}">${text}</script>`;
}

const load = (id: number, signal?: AbortSignal) => loadGoodsDetail(id, 0, signal, { scope, fetchDetail });
const embedded = () => document.getElementById(EMBEDDED_DETAIL_ID);

describe('the embedded answer (our server)', () => {
  it('is taken by the first load of its goods, without a call, and removed', async () => {
    const goods = goodsFixture({ PName: '</script><script>alert(1)</script> 熊\u2028' });
    embed(scriptSafeJson(answerText(goods)));
    await expect(load(1001)).resolves.toEqual(goods);
    expect(fetchDetail).not.toHaveBeenCalled();
    expect(embedded()).toBeNull();
    // available since the HTML was parsed, not since the bundle read it
    expect(marks).toEqual([{ name: DETAIL_DATA_MARK, startTime: PARSED_AT }]);
  });

  it('is read once: the next load (a retry, another visit of the goods) asks the API', async () => {
    embed(answerText(goodsFixture()));
    await load(1001);
    await expect(load(1001)).resolves.toMatchObject({ PName: '从接口来的' });
    expect(fetchDetail).toHaveBeenCalledTimes(1);
    expect(marks.map((m) => m.startTime)).toEqual([PARSED_AT, undefined]);
  });

  it('for another goods is dropped and the API asked', async () => {
    embed(answerText(goodsFixture({ ID: 1002 })));
    const signal = new AbortController().signal;
    await expect(load(1001, signal)).resolves.toMatchObject({ ID: 1001, PName: '从接口来的' });
    expect(fetchDetail).toHaveBeenCalledWith(1001, 0, signal);
    expect(embedded()).toBeNull();
  });

  it('that is not JSON falls back to the API', async () => {
    embed('{"code":1,"msg":"","data":{"ID":1001');
    await expect(load(1001)).resolves.toMatchObject({ PName: '从接口来的' });
    expect(fetchDetail).toHaveBeenCalledTimes(1);
  });

  it('that fails the API’s schema falls back to the API', async () => {
    const { pics: _pics, ...withoutPics } = goodsFixture();
    embed(JSON.stringify({ code: 1, msg: '', data: withoutPics }));
    await expect(load(1001)).resolves.toMatchObject({ PName: '从接口来的' });
    embed(JSON.stringify({ code: 0, msg: '商品不存在或已下架', data: null }));
    await expect(load(1001)).resolves.toMatchObject({ PName: '从接口来的' });
    expect(fetchDetail).toHaveBeenCalledTimes(2);
  });

  it('absent: the API is asked, and its answer marks the data', async () => {
    await expect(load(1001)).resolves.toMatchObject({ PName: '从接口来的' });
    expect(marks).toEqual([{ name: DETAIL_DATA_MARK, startTime: undefined }]);
  });

  it('a failing API call still fails (the page shows its error)', async () => {
    fetchDetail.mockRejectedValueOnce(new Error('商品不存在或已下架'));
    await expect(load(1001)).rejects.toThrow('商品不存在或已下架');
    expect(marks).toEqual([]);
  });
});

describe('the embedded answer read before the first render (takeEmbeddedDetail)', () => {
  it('gives the goods at once and removes the element; a second look in the same task agrees', () => {
    const goods = goodsFixture();
    embed(answerText(goods));
    expect(takeEmbeddedDetail(1001, scope)).toEqual(goods);
    expect(embedded()).toBeNull();
    // React may run a state initializer twice in development: the same goods, one mark
    expect(takeEmbeddedDetail(1001, scope)).toEqual(goods);
    expect(marks).toEqual([{ name: DETAIL_DATA_MARK, startTime: PARSED_AT }]);
  });

  it('is null once that task is over, and for a page without it, another goods or a bad answer', async () => {
    await new Promise((next) => setTimeout(next)); // the previous test's task is over
    embed(answerText(goodsFixture()));
    takeEmbeddedDetail(1001, scope);
    await new Promise((next) => setTimeout(next));
    expect(takeEmbeddedDetail(1001, scope)).toBeNull();
    embed(answerText(goodsFixture({ ID: 1002 })));
    expect(takeEmbeddedDetail(1001, scope)).toBeNull();
    await new Promise((next) => setTimeout(next));
    embed('{"code":1,"msg":"","data":{"ID":1001}}');
    expect(takeEmbeddedDetail(1001, scope)).toBeNull();
    expect(embedded()).toBeNull();
    expect(fetchDetail).not.toHaveBeenCalled();
  });
});

describe('the early call (index.html’s inline script)', () => {
  const early = (id: number, answer: PromiseLike<unknown>) => {
    scope.window[EARLY_DETAIL_GLOBAL] = { id, answer };
  };

  it('is taken when it answers for the goods asked, and forgotten', async () => {
    const goods = goodsFixture();
    early(1001, Promise.resolve(JSON.parse(answerText(goods))));
    // the inline script marked the answer's arrival: no second mark
    scope.performance.mark(DETAIL_DATA_MARK);
    await expect(load(1001)).resolves.toEqual(goods);
    expect(fetchDetail).not.toHaveBeenCalled();
    expect(scope.window[EARLY_DETAIL_GLOBAL]).toBeUndefined();
    expect(marks).toHaveLength(1);
    await load(1001);
    expect(fetchDetail).toHaveBeenCalledTimes(1);
  });

  it('marks the data itself when the script could not', async () => {
    early(1001, Promise.resolve(JSON.parse(answerText(goodsFixture()))));
    await load(1001);
    expect(marks).toEqual([{ name: DETAIL_DATA_MARK, startTime: undefined }]);
  });

  it('for another goods, failed, refused or malformed: the API is asked', async () => {
    for (const [id, answer] of [
      [1002, Promise.resolve(JSON.parse(answerText(goodsFixture({ ID: 1002 }))))],
      [1001, Promise.resolve(undefined)],
      [1001, Promise.reject(new Error('offline'))],
      [1001, Promise.resolve({ code: 0, msg: '商品不存在或已下架', data: null })],
      [1001, Promise.resolve({ code: 1, msg: '', data: { ID: 1001 } })],
    ] as const) {
      fetchDetail.mockClear();
      early(id, answer);
      await expect(load(1001)).resolves.toMatchObject({ PName: '从接口来的' });
      expect(fetchDetail).toHaveBeenCalledTimes(1);
    }
  });

  it('that is not a call at all is ignored', async () => {
    scope.window[EARLY_DETAIL_GLOBAL] = { id: 1001, answer: 'soon' };
    await expect(load(1001)).resolves.toMatchObject({ PName: '从接口来的' });
    expect(scope.window[EARLY_DETAIL_GLOBAL]).toBeUndefined();
  });

  it('that never answers gives way to the API after the normal timeout', async () => {
    vi.useFakeTimers();
    early(1001, new Promise(() => {}));
    const loading = load(1001);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await expect(loading).resolves.toMatchObject({ PName: '从接口来的' });
  });

  it('stops waiting when the load is stopped (the buyer left)', async () => {
    const controller = new AbortController();
    fetchDetail.mockImplementationOnce(async (_id, _uid, signal) => {
      signal?.throwIfAborted();
      return goodsFixture();
    });
    early(1001, new Promise(() => {}));
    const loading = load(1001, controller.signal);
    controller.abort();
    await expect(loading).rejects.toThrow();
  });

  it('loses to an embedded answer when both are there, and both are gone after', async () => {
    const goods = goodsFixture({ PName: '页面里的' });
    embed(answerText(goods));
    early(1001, Promise.resolve(JSON.parse(answerText(goodsFixture({ PName: '早请求的' })))));
    await expect(load(1001)).resolves.toEqual(goods);
    expect(scope.window[EARLY_DETAIL_GLOBAL]).toBeUndefined();
    expect(embedded()).toBeNull();
  });
});
