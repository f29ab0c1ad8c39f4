/** POST /api/rbh/cart/save (spec §7), GET /api/rbh/cart/list, POST /api/rbh/cart/update and /remove, with the auth rule. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartSpecLine } from '@/domain/cart';
import type { SizeItem } from '@/domain/goods';
import {
  CartListResponse,
  CartRemoveResponse,
  CartSaveResponse,
  CartUpdateResponse,
  GoodsDetailResponse,
} from '@/services/schemas';
import { catalogue } from '../../server/seed/catalogue';
import { DEMO_GOODS } from '../../server/seed/catalogue-showcase';
import { DEMO_USER, expectShape, Failure, OTHER_USER, startTestServer, type TestServer } from './harness';

const SAVE = '/api/rbh/cart/save';
let server: TestServer;
let token: string;
let sizes: SizeItem[];

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
  const detail = await server.post('/api/62442353b9c1b', { id: DEMO_GOODS.fullPage, uid: 0 });
  sizes = expectShape(GoodsDetailResponse, detail).data.specs.flatMap((s) => s.sizes);
});
afterAll(() => server?.close());

const line = (size: SizeItem, quantity: number): CartSpecLine => ({
  ...size,
  num: quantity,
  goods_num: quantity,
});
const inStock = (min: number) => {
  const found = sizes.find((s) => s.stock >= min);
  if (!found) throw new Error(`no size with ${min} in stock`);
  return found;
};
/** `as: null` sends no token at all */
const save = (
  lines: unknown,
  as: string | null = token,
  uid = DEMO_USER.id,
  goodsId: number = DEMO_GOODS.fullPage,
) =>
  server.post(
    SAVE,
    { uid, goods_id: goodsId, goods_spec: typeof lines === 'string' ? lines : JSON.stringify(lines) },
    as ?? undefined,
  );

async function cartList(as = token) {
  return expectShape(CartListResponse, await server.get('/api/rbh/cart/list', as)).data;
}

describe('the auth rule on cart save', () => {
  it('refuses a missing token with 401', async () => {
    const res = await save([line(inStock(1), 1)], null);
    expect(res.status).toBe(401);
    expectShape(Failure, res);
  });

  it('refuses a uid that is not the token’s user with 403', async () => {
    const res = await save([line(inStock(1), 1)], token, OTHER_USER.id);
    expect(res.status).toBe(403);
    expectShape(Failure, res);
  });

  it('refuses uid 0 (a visitor) with 401 and a Chinese message', async () => {
    const res = await save([line(inStock(1), 1)], token, 0);
    expect(res.status).toBe(401);
    expect(expectShape(Failure, res).msg).toBe('请先登录');
  });
});

describe('cart save', () => {
  it('adds the lines and answers code 200 with the cart’s total quantity', async () => {
    const other = await server.login(OTHER_USER);
    const a = inStock(3);
    const res = await save([line(a, 2)], other, OTHER_USER.id);
    expect(expectShape(CartSaveResponse, res).data.count).toBe(2);
    const again = await save([line(a, 1)], other, OTHER_USER.id);
    expect(expectShape(CartSaveResponse, again).data.count).toBe(3);
    const list = await cartList(other);
    expect(list.count).toBe(3);
    expect(list.lines).toHaveLength(1);
    expect(list.lines[0]).toMatchObject({
      sku_id: a.id,
      goods_id: DEMO_GOODS.fullPage,
      goods_num: 3,
      price: a.price,
    });
    expect(list.lines[0]?.thumbnail).toBe(a.thumbnail);
  });

  it('caps a summed quantity at the stock', async () => {
    const size = inStock(4);
    const half = Math.ceil(size.stock / 2) + 1;
    expectShape(CartSaveResponse, await save([line(size, half)]));
    expectShape(CartSaveResponse, await save([line(size, half)]));
    const list = await cartList();
    expect(list.lines.find((l) => l.sku_id === size.id)?.goods_num).toBe(size.stock);
  });

  it('refuses a quantity above the stock, a sold-out size and a size of another goods', async () => {
    const size = inStock(1);
    const tooMany = await save([line(size, size.stock + 1)]);
    expect(tooMany.status).toBe(400);
    expectShape(Failure, tooMany);
    const soldOut = sizes.find((s) => s.stock <= 0);
    if (!soldOut) throw new Error('1001 should have a sold-out size');
    expect((await save([line(soldOut, 1)])).status).toBe(400);
    const foreign = catalogue.goods.find((g) => g.id === DEMO_GOODS.imagesOnlyNoPrice)?.colours[0]?.sizes[0];
    expect((await save([line({ ...size, id: foreign?.id ?? 0 }, 1)])).status).toBe(400);
  });

  it('refuses malformed goods_spec: empty, not JSON, quantity 0 or fractional', async () => {
    const empty = await save([]);
    expect(empty.status).toBe(400);
    expect(expectShape(Failure, empty).msg).toBe('请选择商品');
    expect((await save('not json')).status).toBe(400);
    expect((await save([line(inStock(1), 0)])).status).toBe(400);
    expect((await save([{ ...line(inStock(2), 1), goods_num: 1.5 }])).status).toBe(400);
    expect(
      (await server.post(SAVE, { uid: DEMO_USER.id, goods_id: DEMO_GOODS.fullPage }, token)).status,
    ).toBe(400);
  });

  it('answers 404 for an unknown goods and refuses a direct-ship-only goods', async () => {
    expect((await save([line(inStock(1), 1)], token, DEMO_USER.id, 999_999)).status).toBe(404);
    const direct = catalogue.goods.find((g) => g.id === DEMO_GOODS.directShipOnly)?.colours[0]?.sizes[0];
    const res = await save(
      [line({ ...inStock(1), id: direct?.id ?? 0 }, 1)],
      token,
      DEMO_USER.id,
      DEMO_GOODS.directShipOnly,
    );
    expect(res.status).toBe(400);
  });

  it('lists the cart only with a token', async () => {
    expect((await server.get('/api/rbh/cart/list')).status).toBe(401);
  });
});

describe('cart update and remove (the cart page)', () => {
  const UPDATE = '/api/rbh/cart/update';
  const REMOVE = '/api/rbh/cart/remove';
  const update = (id: unknown, goodsNum: unknown, as: string | null = token, uid = DEMO_USER.id) =>
    server.post(UPDATE, { uid, id, goods_num: goodsNum }, as ?? undefined);
  const remove = (id: unknown, as: string | null = token, uid = DEMO_USER.id) =>
    server.post(REMOVE, { uid, id }, as ?? undefined);

  /** A fresh line of the demo buyer for a size with at least `min` in stock and none in the cart yet. */
  async function freshLine(min: number, quantity: number) {
    const held = new Set((await cartList()).lines.map((l) => l.sku_id));
    const size = sizes.find((s) => s.stock >= min && !held.has(s.id));
    if (!size) throw new Error(`no free size with ${min} in stock`);
    expectShape(CartSaveResponse, await save([line(size, quantity)]));
    const found = (await cartList()).lines.find((l) => l.sku_id === size.id);
    if (!found) throw new Error('the saved line is not listed');
    return found;
  }

  it('sets a line’s quantity and answers code 200 with the cart’s new count; the list shows it', async () => {
    const target = await freshLine(5, 1);
    const before = (await cartList()).count;
    const res = await update(target.id, 4);
    expect(res.status).toBe(200);
    const answer = expectShape(CartUpdateResponse, res);
    expect(answer.data.count).toBe(before + 3);
    const list = await cartList();
    expect(list.count).toBe(answer.data.count);
    expect(list.lines.find((l) => l.id === target.id)?.goods_num).toBe(4);
    // Lowering works too, and digits are accepted as for every id.
    expect(expectShape(CartUpdateResponse, await update(String(target.id), '2')).data.count).toBe(before + 1);
  });

  it('keeps 1 ≤ goods_num ≤ stock: 400 with a Chinese message naming the limit', async () => {
    const target = await freshLine(2, 1);
    const tooMany = await update(target.id, target.stock + 1);
    expect(tooMany.status).toBe(400);
    expect(expectShape(Failure, tooMany).msg).toBe(`${target.size} 库存不足，最多 ${target.stock} 件`);
    for (const bad of [0, -3]) {
      const res = await update(target.id, bad);
      expect(res.status).toBe(400);
      expect(expectShape(Failure, res).msg).toContain('至少为 1 件');
    }
    for (const bad of [1.5, 'abc', null]) expect((await update(target.id, bad)).status).toBe(400);
    expect((await server.post(UPDATE, { uid: DEMO_USER.id, id: target.id }, token)).status).toBe(400);
    // The quantity at the stock is allowed, and nothing above was stored by the refusals.
    expectShape(CartUpdateResponse, await update(target.id, target.stock));
    expect((await cartList()).lines.find((l) => l.id === target.id)?.goods_num).toBe(target.stock);
  });

  it('removes a line and answers the new count; the list no longer has it', async () => {
    const target = await freshLine(3, 3);
    const before = await cartList();
    const answer = expectShape(CartRemoveResponse, await remove(target.id));
    expect(answer.data.count).toBe(before.count - 3);
    const after = await cartList();
    expect(after.lines.map((l) => l.id)).not.toContain(target.id);
    expect(after.lines).toHaveLength(before.lines.length - 1);
    expect(after.count).toBe(answer.data.count);
    // A second remove finds nothing.
    const again = await remove(target.id);
    expect(again.status).toBe(404);
    expect(expectShape(Failure, again).msg).toBe('购物车中没有这件商品');
  });

  it('answers 404 for a line of another buyer, and leaves that line alone', async () => {
    const theirs = await server.login(OTHER_USER);
    const [their] = (await cartList(theirs)).lines;
    if (!their) throw new Error('the other buyer has a line from the save tests');
    const update404 = await update(their.id, 1);
    expect(update404.status).toBe(404);
    expectShape(Failure, update404);
    expect((await remove(their.id)).status).toBe(404);
    expect((await update(999_999, 1)).status).toBe(404);
    expect((await cartList(theirs)).lines.find((l) => l.id === their.id)?.goods_num).toBe(their.goods_num);
  });

  it('follows the auth rule of cart save: 401 without a token or for uid 0, 403 for another uid', async () => {
    const target = await freshLine(1, 1);
    for (const res of [await update(target.id, 1, null), await remove(target.id, null)]) {
      expect(res.status).toBe(401);
      expect(expectShape(Failure, res).msg).toBe('请先登录');
    }
    expect((await update(target.id, 1, token, 0)).status).toBe(401);
    expect((await remove(target.id, token, 0)).status).toBe(401);
    expect((await update(target.id, 1, token, OTHER_USER.id)).status).toBe(403);
    expect((await remove(target.id, token, OTHER_USER.id)).status).toBe(403);
    expect((await cartList()).lines.find((l) => l.id === target.id)).toBeDefined();
  });
});
