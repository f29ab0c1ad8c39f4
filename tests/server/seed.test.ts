/** The seed is idempotent, and writes the seeding day for the supplier updated 'today'. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { goods, suppliers, users } from '../../server/db/schema';
import { catalogue } from '../../server/seed/catalogue';
import { SUPPLIER } from '../../server/seed/catalogue-suppliers';
import { countCatalogueRows, seed } from '../../server/seed/seed';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = await openDatabase(database.options);
  await migrateDatabase(handle);
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

const latestUpdateOf = async (sid: number) =>
  (await handle.db.select({ at: suppliers.latestUpdate }).from(suppliers).where(eq(suppliers.id, sid)))[0]
    ?.at;

describe('seed', () => {
  it('stores the whole catalogue, and a second run changes nothing', async () => {
    const day = new Date(2026, 10, 21, 9, 30, 0);
    await seed(handle.db, catalogue, { today: day });
    const first = await countCatalogueRows(handle.db);
    expect(first).toEqual({
      suppliers: catalogue.suppliers.length,
      goods: catalogue.goods.length,
      colourGroups: catalogue.goods.reduce((n, g) => n + g.colours.length, 0),
      skus: catalogue.goods.reduce((n, g) => n + g.colours.reduce((m, c) => m + c.sizes.length, 0), 0),
      media: catalogue.goods.reduce(
        (n, g) => n + ('video' in g.main ? 2 : 1) + g.gallery.length + g.details.length + g.colours.length,
        0,
      ),
      recommendations: catalogue.suppliers.reduce((n, s) => n + s.recommended.length, 0),
      users: catalogue.users.length,
    });
    const hashes = await handle.db.select({ hash: users.passwordHash }).from(users);
    await seed(handle.db, catalogue, { today: new Date(2026, 10, 21, 18, 0, 0) });
    expect(await countCatalogueRows(handle.db)).toEqual(first);
    expect(await handle.db.select({ hash: users.passwordHash }).from(users)).toEqual(hashes);
    expect(await latestUpdateOf(SUPPLIER.nuannuan)).toMatch(/^2026-11-21 09:30:00/);
  });

  it('stores argon2id hashes (issue 24: OWASP cost), never the passwords', async () => {
    const rows = await handle.db.select({ hash: users.passwordHash }).from(users);
    for (const row of rows) expect(row.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    for (const user of catalogue.users) expect(rows.some((r) => r.hash.includes(user.password))).toBe(false);
  });

  it('moves the supplier updated today to the new seeding day', async () => {
    await seed(handle.db, catalogue, { today: new Date(2026, 10, 23, 8, 0, 0) });
    expect(await latestUpdateOf(SUPPLIER.nuannuan)).toMatch(/^2026-11-23 08:00:00/);
  });
});

describe('goods.ali_url (issue #8 item 4: the link 1688直发 opens)', () => {
  /** What the database says to writing `aliUrl` on goods 1001: 'stored', or the constraint that refused it. */
  async function store(aliUrl: string): Promise<string> {
    try {
      await handle.db.update(goods).set({ aliUrl }).where(eq(goods.id, 1001));
      return 'stored';
    } catch (error) {
      const cause = (error as { cause?: { constraint?: string; message?: string } }).cause;
      return cause?.constraint ?? cause?.message ?? String(error);
    }
  }

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    '//detail.1688.com/offer/1.html',
    'detail.1688.com/offer/1.html',
    'https://evil.example.com/offer/1.html',
    'https://1688.com.evil.example.com/offer/1.html',
    'https://detail.1688.com@evil.example.com/offer/1.html',
    'https://evil.example.com/?next=https://detail.1688.com',
    'https://not1688.com/offer/1.html',
    ' https://detail.1688.com/offer/1.html',
  ])('refuses to store %j (CHECK goods_ali_url_1688)', async (aliUrl) => {
    expect(await store(aliUrl)).toMatch(/goods_ali_url_1688/);
  });

  it('stores an empty ali_url and http(s) links to 1688.com or a subdomain', async () => {
    for (const aliUrl of [
      '',
      'https://1688.com/',
      'http://m.1688.com/offer/1.html',
      'HTTPS://DETAIL.1688.COM/offer/1.html',
      'https://detail.1688.com/offer/718265904312.html',
    ])
      expect(await store(aliUrl)).toBe('stored');
  });
});
