// @vitest-environment node
/**
 * The demo catalogue, checked against DESIGN.md's "The demo catalogue" table: each showcase goods
 * must keep putting the page in the state the table promises, and the assortment must stay big
 * and varied enough for search, similar goods, shops and recommendations.
 */
import { describe, expect, it, vi } from 'vitest';
import { goodsMediaFiles } from '../../server/media/paths';
import { catalogue, DEMO_GOODS, DEMO_USER } from '../../server/seed/catalogue';
import { colourFills } from '../../server/seed/catalogue-kit';
import { withoutRecommendations } from '../../server/seed/catalogue-suppliers';
import type { GoodsSeed, ImageSpec, MediaFile, SupplierSeed } from '../../server/seed/catalogue-types';

function goods(id: number): GoodsSeed {
  const found = catalogue.goods.find((g) => g.id === id);
  if (!found) throw new Error(`goods ${id} missing`);
  return found;
}

function supplierOf(g: GoodsSeed): SupplierSeed {
  const found = catalogue.suppliers.find((s) => s.id === g.supplierId);
  if (!found) throw new Error(`supplier ${g.supplierId} missing`);
  return found;
}

function imageSpec(file: MediaFile): ImageSpec {
  if (file.spec.kind !== 'image') throw new Error(`${file.path}/${file.fname} is not an image`);
  return file.spec;
}

const hasVideo = (g: GoodsSeed) => 'video' in g.main;
const skus = (g: GoodsSeed) => g.colours.flatMap((c) => c.sizes);
const isAscendingByFirstCharCode = (names: string[]) =>
  names.every((name, i) => i === 0 || (names[i - 1] as string).charCodeAt(0) <= name.charCodeAt(0));

describe('1001: the full page', () => {
  const g = goods(DEMO_GOODS.fullPage);

  it('opens on a video with a poster image', () => {
    expect(hasVideo(g)).toBe(true);
    if (!('video' in g.main)) return;
    expect(g.main.video.spec.kind).toBe('video');
    expect(g.main.poster.spec.kind).toBe('image');
  });

  it('has at least 4 colours, entered not in char-code order (the page must sort them)', () => {
    const names = g.colours.map((c) => c.color);
    expect(names.length).toBeGreaterThanOrEqual(4);
    expect(isAscendingByFirstCharCode(names)).toBe(false);
  });

  it('has at least 5 sizes per colour, each colour with a sold-out size and a label longer than 6 characters', () => {
    for (const colour of g.colours) {
      expect(colour.sizes.length).toBeGreaterThanOrEqual(5);
      expect(colour.sizes.some((s) => s.stock === 0)).toBe(true);
      expect(colour.sizes.some((s) => s.stock > 0)).toBe(true);
      expect(colour.sizes.some((s) => s.size.length > 6)).toBe(true);
    }
  });

  it('is a 代发 goods with a price and a 1688 link, from a shipping_type 0 supplier (all three buttons)', () => {
    expect(g.skuFlag).toBe(1);
    expect(g.priceFen).toBeGreaterThan(0);
    expect(g.aliUrl).toMatch(/^https:\/\/[\w.]*1688\.com\//);
    expect(supplierOf(g).shippingType).toBe(0);
  });

  it("has a '+' in its title (搜同款 cuts there) and a notice with a little harmless HTML", () => {
    expect(g.title.indexOf('+')).toBeGreaterThan(0);
    expect(g.message).toMatch(/<b>|<br>/);
    expect(g.message).not.toMatch(/<script|onerror=|javascript:/i);
  });
});

describe('1002–1006', () => {
  it('1002: images only, price unset (0元起), no ali_url, supplier shipping_type 1', () => {
    const g = goods(DEMO_GOODS.imagesOnlyNoPrice);
    expect(hasVideo(g)).toBe(false);
    expect(goodsMediaFiles(g).every((f) => f.spec.kind === 'image')).toBe(true);
    expect(g.priceFen).toBeNull();
    expect(g.aliUrl).toBe('');
    expect(supplierOf(g).shippingType).toBe(1);
  });

  it('1003: price unset with an ali_url, supplier shipping_type 2 (direct-ship only)', () => {
    const g = goods(DEMO_GOODS.directShipOnly);
    expect(g.priceFen).toBeNull();
    expect(g.aliUrl).toMatch(/^https:\/\//);
    expect(supplierOf(g).shippingType).toBe(2);
  });

  it('1004: every media file is encrypted (served under /EnPic/)', () => {
    const files = goodsMediaFiles(goods(DEMO_GOODS.encrypted));
    expect(files.length).toBeGreaterThan(3);
    expect(files.every((f) => f.encrypted)).toBe(true);
  });

  it('1005: a 40 × 25 matrix, exactly 1,000 SKUs', () => {
    const g = goods(DEMO_GOODS.largeMatrix);
    expect(g.colours).toHaveLength(40);
    for (const colour of g.colours) expect(colour.sizes).toHaveLength(25);
    expect(skus(g)).toHaveLength(1000);
    expect(new Set(g.colours.map((c) => c.color)).size).toBe(40);
  });

  it('1006: its supplier updated today, has no second phone and no recommendations', () => {
    const s = supplierOf(goods(DEMO_GOODS.supplierToday));
    expect(s.latestUpdate).toBe('today');
    expect(s.mobile2).toBe('');
    expect(s.recommended).toEqual([]);
  });

  it('a notice outside 1001 tries <script> and onerror= (the page must sanitize it)', () => {
    const hostile = catalogue.goods.filter((g) => /<script/i.test(g.message) && /onerror=/i.test(g.message));
    expect(hostile.map((g) => g.id)).toContain(DEMO_GOODS.hostileNotice);
    expect(hostile.map((g) => g.id)).not.toContain(DEMO_GOODS.fullPage);
  });

  it('the suppliers of 1001, 1002 and 1003 are three different suppliers', () => {
    const ids = [DEMO_GOODS.fullPage, DEMO_GOODS.imagesOnlyNoPrice, DEMO_GOODS.directShipOnly].map(
      (id) => goods(id).supplierId,
    );
    expect(new Set(ids).size).toBe(3);
  });
});

describe('the assortment', () => {
  const extra = catalogue.goods.filter((g) => g.id > 1006);

  it('has at least 50 goods beyond 1006 over at least 8 suppliers, every supplier selling', () => {
    expect(extra.length).toBeGreaterThanOrEqual(50);
    expect(catalogue.suppliers.length).toBeGreaterThanOrEqual(8);
    for (const s of catalogue.suppliers) {
      expect(catalogue.goods.filter((g) => g.supplierId === s.id).length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(extra.map((g) => g.supplierId)).size).toBeGreaterThanOrEqual(8);
  });

  it('has 2–5 colours and 3–6 sizes per goods, some sold-out sizes, some videos, some unset prices', () => {
    for (const g of extra) {
      expect(g.colours.length).toBeGreaterThanOrEqual(2);
      expect(g.colours.length).toBeLessThanOrEqual(5);
      for (const c of g.colours) {
        expect(c.sizes.length).toBeGreaterThanOrEqual(3);
        expect(c.sizes.length).toBeLessThanOrEqual(6);
      }
    }
    expect(extra.some((g) => skus(g).some((s) => s.stock === 0))).toBe(true);
    expect(extra.filter(hasVideo).length).toBeGreaterThanOrEqual(5);
    expect(extra.filter((g) => g.priceFen === null).length).toBeGreaterThanOrEqual(3);
    expect(extra.filter((g) => g.priceFen !== null).length).toBeGreaterThan(extra.length / 2);
  });

  it('has Chinese plush-toy titles and distinct item numbers', () => {
    for (const g of catalogue.goods) expect(g.title).toMatch(/[\u4e00-\u9fff]/);
    expect(extra.some((g) => g.title.includes('+'))).toBe(true);
    const toySns = catalogue.goods.map((g) => g.toySn);
    expect(new Set(toySns).size).toBe(toySns.length);
    for (const sn of toySns) expect(sn).toMatch(/^[A-Z]+-\d+$/);
  });

  it('has plausible dates in 2025–2026, updates not before publication', () => {
    for (const g of catalogue.goods) {
      expect(g.publishedAt).toMatch(/^202[56]-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(g.updatedAt).toMatch(/^202[56]-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(g.updatedAt >= g.publishedAt).toBe(true);
    }
  });

  it('prices the goods at its cheapest SKU and weighs it at its lightest', () => {
    for (const g of catalogue.goods) {
      const all = skus(g);
      expect(g.minWeightG).toBe(Math.min(...all.map((s) => s.weightG)));
      if (g.priceFen !== null) expect(g.priceFen).toBe(Math.min(...all.map((s) => s.priceFen)));
      for (const s of all) {
        expect(Number.isInteger(s.priceFen) && s.priceFen > 0).toBe(true);
        expect(Number.isInteger(s.stock) && s.stock >= 0).toBe(true);
      }
    }
  });
});

describe('identities', () => {
  it('has unique goods ids, SKU ids over the whole catalogue, and goods_sn', () => {
    const goodsIds = catalogue.goods.map((g) => g.id);
    expect(new Set(goodsIds).size).toBe(goodsIds.length);
    const all = catalogue.goods.flatMap(skus);
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
    expect(new Set(all.map((s) => s.goodsSn)).size).toBe(all.length);
  });

  it('points every goods at an existing supplier and every recommendation at an existing goods', () => {
    const goodsIds = new Set(catalogue.goods.map((g) => g.id));
    const supplierIds = new Set(catalogue.suppliers.map((s) => s.id));
    for (const g of catalogue.goods) expect(supplierIds.has(g.supplierId)).toBe(true);
    for (const s of catalogue.suppliers) {
      for (const id of s.recommended) expect(goodsIds.has(id)).toBe(true);
      expect(new Set(s.recommended).size).toBe(s.recommended.length);
      if (!withoutRecommendations.has(s.id)) {
        expect(s.recommended.length).toBeGreaterThanOrEqual(6);
        expect(s.recommended.length).toBeLessThanOrEqual(8);
      }
    }
  });

  it('gives every supplier a card and a full qualification with a valid credit code', () => {
    const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
    const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
    for (const s of catalogue.suppliers) {
      expect(s.name).toMatch(/[\u4e00-\u9fff]/);
      expect(s.mobile).toMatch(/^1[3-9]\d{9}$/);
      expect(s.mobile2).toMatch(/^(1[3-9]\d{9})?$/);
      expect(s.qq).toMatch(/^\d{5,11}$/);
      expect(s.wechat).not.toBe('');
      expect(s.latestUpdate === 'today' || /^\d{4}-\d{2}-\d{2} /.test(s.latestUpdate)).toBe(true);
      const q = s.qualification;
      for (const value of Object.values(q)) expect(value).not.toBe('');
      expect(q.capital).toMatch(/万元人民币$/);
      const code = q.creditCode;
      expect(code).toMatch(/^[0-9A-HJ-NPQRTUWXY]{18}$/);
      const sum = [...code.slice(0, 17)].reduce(
        (acc, ch, i) => acc + chars.indexOf(ch) * (weights[i] as number),
        0,
      );
      expect(code[17]).toBe(chars[(31 - (sum % 31)) % 31]);
    }
  });

  it('has the demo buyer of the README and a second buyer', () => {
    expect(catalogue.users).toContainEqual(DEMO_USER);
    expect(DEMO_USER).toEqual({ id: 1, mobile: '13800138000', nickname: '演示买家', password: 'plush123' });
    const other = catalogue.users.find((u) => u.id === 2);
    expect(other?.mobile).not.toBe(DEMO_USER.mobile);
  });
});

describe('media descriptions', () => {
  it('keeps each goods in its own folder with 2–4 detail images', () => {
    for (const g of catalogue.goods) {
      for (const f of goodsMediaFiles(g)) expect(f.path).toBe(`goods/${g.id}`);
      expect(g.details.length).toBeGreaterThanOrEqual(2);
      expect(g.details.length).toBeLessThanOrEqual(4);
      const names = goodsMediaFiles(g).map((f) => f.fname);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('draws colour thumbnails at 400 px in the goods shape and the colour’s own fill; the rest at 800 px', () => {
    for (const g of catalogue.goods) {
      const shape = imageSpec('video' in g.main ? g.main.poster : g.main.image).shape;
      for (const c of g.colours) {
        const spec = imageSpec(c.thumbnail);
        expect(spec.size).toBe(400);
        expect(spec.shape).toBe(shape);
        expect(spec.fill).toBe(colourFills[c.color]);
      }
      for (const f of [...g.gallery, ...g.details]) expect(imageSpec(f).size).toBe(800);
    }
  });

  it('shows each goods in its own colours: detail images in the main image’s colour, every picture in one of the goods’ colours (issue 19 item 19)', () => {
    for (const g of catalogue.goods) {
      const main = imageSpec('video' in g.main ? g.main.poster : g.main.image);
      const fills = new Set(g.colours.map((c) => colourFills[c.color]));
      expect(fills.has(main.fill), `goods ${g.id} main`).toBe(true);
      for (const f of g.gallery) expect(fills.has(imageSpec(f).fill), `goods ${g.id} ${f.fname}`).toBe(true);
      for (const f of g.details) {
        const spec = imageSpec(f);
        expect({ goods: g.id, fname: f.fname, shape: spec.shape, fill: spec.fill }).toEqual({
          goods: g.id,
          fname: f.fname,
          shape: main.shape,
          fill: main.fill,
        });
      }
    }
  });

  it('gives goods of one shape family different lead colours, so their images differ', () => {
    const byShape = new Map<string, string[]>();
    for (const g of catalogue.goods.filter((x) => x.id > 1006)) {
      const spec = imageSpec('video' in g.main ? g.main.poster : g.main.image);
      byShape.set(spec.shape, [...(byShape.get(spec.shape) ?? []), spec.fill]);
    }
    expect(byShape.size).toBe(10);
    for (const fills of byShape.values()) expect(new Set(fills).size).toBe(fills.length);
  });

  it('is deterministic: building it again gives the same catalogue', async () => {
    vi.resetModules();
    const again = await import('../../server/seed/catalogue');
    expect(again.catalogue).not.toBe(catalogue);
    expect(again.catalogue).toEqual(catalogue);
  });
});
