/**
 * Durability (issue #8 item 11) on the embedded database as `npm start` runs it: PGlite in a data
 * directory on disk. Data survives a restart; concurrent cart saves of one buyer lose no line and
 * no quantity; a server killed (SIGKILL) in the middle of a stream of saves loses none it had
 * acknowledged. Each test uses a data directory of its own in the system's temp folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import type { CartSpecLine } from '@/domain/cart';
import type { SizeItem } from '@/domain/goods';
import {
  CartListResponse,
  CartSaveResponse,
  FavouriteResponse,
  GoodsDetailResponse,
  LoginResponse,
  PaymentCreateResponse,
  PaymentStatusResponse,
  QualificationResponse,
} from '@/services/schemas';
import { startServerChild } from '../../scripts/bench/server-process';
import { MSG_ALREADY_FAVOURITED } from '../../server/routes/favourite';
import { DEMO_GOODS } from '../../server/seed/catalogue-showcase';
import { SUPPLIER } from '../../server/seed/catalogue-suppliers';
import { startServer } from '../../server/serve';
import { bearer, DEMO_USER, expectShape, reply, TEST_MEDIA_DIR } from './harness';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DETAIL = '/api/62442353b9c1b';
const SAVE = '/api/rbh/cart/save';
const LIST = '/api/rbh/cart/list';
const FAVOURITE = '/api/6087db4edf7ee';
const QUALIFICATION = '/api/mini/supply/info';

const dataDirs: string[] = [];
function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'plush-durability-'));
  dataDirs.push(dir);
  return join(dir, 'pglite');
}
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A tiny client for a server at `url` (the harness's own one is tied to its in-memory server). */
function client(url: string) {
  const api = {
    get: async (path: string, token?: string) => reply(await fetch(url + path, { headers: bearer(token) })),
    post: async (path: string, body: unknown, token?: string) =>
      reply(
        await fetch(url + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...bearer(token) },
          body: JSON.stringify(body),
        }),
      ),
    postForm: async (path: string, fields: Record<string, string>) =>
      reply(await fetch(url + path, { method: 'POST', body: new URLSearchParams(fields) })),
    async login() {
      const res = await api.post('/api/auth/login', {
        mobile: DEMO_USER.mobile,
        password: DEMO_USER.password,
      });
      return v.parse(LoginResponse, res.json).data.token;
    },
    async sizesOf(goodsId: number): Promise<SizeItem[]> {
      const detail = expectShape(GoodsDetailResponse, await api.post(DETAIL, { id: goodsId, uid: 0 }));
      return detail.data.specs.flatMap((s) => s.sizes);
    },
    /** adds `quantity` of one size to the demo buyer's cart */
    save: (token: string, goodsId: number, size: SizeItem, quantity = 1) => {
      const line: CartSpecLine = { ...size, num: quantity, goods_num: quantity };
      return api.post(
        SAVE,
        { uid: DEMO_USER.id, goods_id: goodsId, goods_spec: JSON.stringify([line]) },
        token,
      );
    },
    /** sku id → quantity in the demo buyer's cart */
    async cart(token: string): Promise<Map<number, number>> {
      const list = expectShape(CartListResponse, await api.get(LIST, token));
      return new Map(list.data.lines.map((l) => [l.sku_id, l.goods_num]));
    },
  };
  return api;
}

// Each test starts servers on disk (initdb, migrations, seed) and, for the kill, a child process:
// 15–25 s on an idle machine, over 60 s once on a busy one. The limits are 180 s: limits, not
// measures.
const onDisk = (dataDir: string) => startServer({ port: 0, dataDir, mediaDir: TEST_MEDIA_DIR, seed: true });

describe('data on disk', () => {
  it('survives a restart: the session, the cart, the favourite and a paid qualification', async () => {
    const dataDir = freshDataDir();
    const first = await onDisk(dataDir);
    const before = client(first.url);
    const token = await before.login();
    const sizes = (await before.sizesOf(DEMO_GOODS.fullPage)).filter((s) => s.stock >= 3);
    const [a, b] = sizes;
    if (!a || !b) throw new Error('the demo goods has too few sizes in stock');
    expectShape(CartSaveResponse, await before.save(token, DEMO_GOODS.fullPage, a, 2));
    expectShape(CartSaveResponse, await before.save(token, DEMO_GOODS.fullPage, b, 3));
    expectShape(
      FavouriteResponse,
      await before.post(FAVOURITE, { uid: DEMO_USER.id, pid: DEMO_GOODS.fullPage }, token),
    );
    const sid = SUPPLIER.baobeile;
    const order = expectShape(
      PaymentCreateResponse,
      await before.post('/api/pay/create', { sid }, token),
    ).data;
    // 确认支付 on the provider's page posts the order's signed link (issue 24: only the provider settles)
    const link = {
      order_no: order.order_no,
      money: String(order.money),
      expires: String(order.expires),
      sign: order.sign,
    };
    expect((await before.postForm('/pay/confirm', link)).status).toBe(200);
    await first.close();

    const second = await onDisk(dataDir);
    try {
      const after = client(second.url);
      // the token handed out before the restart still works: sessions live in the database
      expect((await after.get('/api/auth/me', token)).status).toBe(200);
      expect(await after.cart(token)).toEqual(
        new Map([
          [a.id, 2],
          [b.id, 3],
        ]),
      );
      const again = expectShape(
        FavouriteResponse,
        await after.post(FAVOURITE, { uid: DEMO_USER.id, pid: DEMO_GOODS.fullPage }, token),
      );
      expect(again.msg).toBe(MSG_ALREADY_FAVOURITED);
      const status = expectShape(
        PaymentStatusResponse,
        await after.get(`/api/pay/status?order_no=${order.order_no}`, token),
      );
      expect(status.data.status).toBe('paid');
      const qualification = expectShape(
        QualificationResponse,
        await after.post(QUALIFICATION, { sid }, token),
      );
      expect(qualification.data.extend.business_company_name).not.toBe('');
    } finally {
      await second.close();
    }
  }, 180_000);
});

describe('concurrent cart saves of one buyer', () => {
  it('lose no line and no quantity: 100 saves at once, 50 new lines each added twice', async () => {
    const server = await onDisk(freshDataDir());
    try {
      const api = client(server.url);
      const token = await api.login();
      const sizes = (await api.sizesOf(DEMO_GOODS.largeMatrix)).filter((s) => s.stock >= 2).slice(0, 50);
      expect(sizes).toHaveLength(50);
      // both saves of a line race to insert it: one inserts, the other must add to it
      const saves = await Promise.all(
        [...sizes, ...sizes].map((size) => api.save(token, DEMO_GOODS.largeMatrix, size, 1)),
      );
      for (const res of saves) expect(res.status).toBe(200);
      const cart = await api.cart(token);
      expect(cart).toEqual(new Map(sizes.map((s) => [s.id, 2])));
      // every answer counted the cart after its own write, so the last one saw all 100
      const counts = saves.map((res) => expectShape(CartSaveResponse, res).data.count);
      expect(Math.max(...counts)).toBe(100);
    } finally {
      await server.close();
    }
  }, 180_000);
});

describe('a server killed mid-write', () => {
  it('loses no acknowledged cart save (SIGKILL in a stream of saves, then a restart on the same data)', async () => {
    const dataDir = freshDataDir();
    const child = await startServerChild(ROOT, '', TEST_MEDIA_DIR, dataDir);
    let killed = false;
    const acknowledged = new Set<number>();
    let cutOff = 0;
    try {
      const api = client(child.url);
      const token = await api.login();
      const sizes = (await api.sizesOf(DEMO_GOODS.largeMatrix)).filter((s) => s.stock >= 1);
      // 8 buyers' worth of parallel saves, each of a line of its own (saved once, quantity 1)
      const WORKERS = 8;
      const worker = async (w: number) => {
        for (let i = w; i < sizes.length && !killed; i += WORKERS) {
          const size = sizes[i];
          if (!size) break;
          try {
            const res = await api.save(token, DEMO_GOODS.largeMatrix, size, 1);
            if (res.status === 200) acknowledged.add(size.id);
          } catch {
            // the connection died with the server: not acknowledged, so nothing is owed
            cutOff += 1;
          }
        }
      };
      const stream = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
      // kill once a good number of saves are through, while more are in flight
      while (acknowledged.size < 150) await new Promise((resolve) => setTimeout(resolve, 5));
      process.kill(child.pid, 'SIGKILL');
      killed = true;
      await stream;
    } finally {
      await child.stop();
    }
    expect(acknowledged.size).toBeGreaterThanOrEqual(150);
    // saves were in flight when it died: the kill really came mid-stream
    expect(cutOff).toBeGreaterThan(0);

    const restarted = await onDisk(dataDir);
    try {
      const api = client(restarted.url);
      const cart = await api.cart(await api.login());
      const lost = [...acknowledged].filter((skuId) => cart.get(skuId) !== 1);
      expect(lost).toEqual([]);
    } finally {
      await restarted.close();
    }
  }, 180_000);
});
