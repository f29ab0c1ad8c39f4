/**
 * Issue #8 property tests of the server's validators (server/http/validate.ts and the schemas of
 * the routes): whatever a schema accepts has the declared shape and range; whatever lies outside
 * (wrong types, negative, fractional or huge ids, overlong text, __proto__ keys) is refused with
 * an ApiError 400 in Chinese — never a value the database would choke on (that is a 500).
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../server/http/envelope';
import { Id, MAX_ID, pageParam, parse, Uid } from '../../server/http/validate';
import { LoginBody } from '../../server/routes/auth';
import { SaveBody, UpdateBody } from '../../server/routes/cart';
import { RecommendedQuery, SearchQuery } from '../../server/routes/catalogue';
import { OrderNo } from '../../server/routes/payments';
import { SimilarBody } from '../../server/routes/similar';
import { PLATFORMS, UploadParams } from '../../server/routes/transfer';

const CHINESE = /[\u4e00-\u9fff]/;

/** Runs parse; the value it gives, or the refusal it throws (which must be a Chinese 400). */
function outcome<S extends v.GenericSchema>(schema: S, input: unknown) {
  try {
    return { ok: true as const, value: parse(schema, input) };
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    expect((err as ApiError).message).toMatch(CHINESE);
    return { ok: false as const };
  }
}

const isId = (n: unknown, min: number) =>
  typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n <= MAX_ID;

/** Any JSON-ish value a client could send, numbers of every kind included. */
const anyValue = fc.oneof(
  fc.jsonValue(),
  fc.double(),
  fc.integer(),
  fc.string(),
  fc.constantFrom(
    1e300,
    -1,
    0,
    0.5,
    2 ** 31,
    2 ** 53,
    Number.POSITIVE_INFINITY,
    Number.NaN,
    '1e3',
    '１２',
    ' 7 ',
  ),
);

describe('Id and Uid: a database integer id, whatever is sent', () => {
  it('accept only safe integers 1..2^31-1 (Uid: 0..), and give numbers', () => {
    fc.assert(
      fc.property(anyValue, (input) => {
        const id = outcome(Id, input);
        if (id.ok) expect(isId(id.value, 1), String(input)).toBe(true);
        const uid = outcome(Uid, input);
        if (uid.ok) expect(isId(uid.value, 0), String(input)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('accept every id in range, as a number and as digits (a urlencoded form sends text)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (n) => {
        expect(parse(Id, n)).toBe(n);
        expect(parse(Id, String(n))).toBe(n);
        expect(parse(Uid, n)).toBe(n);
      }),
    );
    expect(parse(Id, MAX_ID)).toBe(MAX_ID);
  });

  it('refuse negative, fractional, huge and non-numeric ids', () => {
    const outside = fc.oneof(
      fc.integer({ max: 0 }),
      fc.double({ noNaN: true }).filter((n) => !Number.isInteger(n)),
      fc.double({ min: MAX_ID + 1, noNaN: true }),
      fc.string().filter((s) => !/^\s*\d{1,9}\s*$/.test(s)),
      fc.constantFrom(null, undefined, true, [], {}, '1e3', '0x10', '-1', '1.5', '１２'),
    );
    fc.assert(
      fc.property(outside, (input) => {
        expect(outcome(Id, input).ok).toBe(false);
      }),
    );
  });
});

describe('pageParam: an optional page number or size within its bounds', () => {
  it('gives the fallback, or an integer in 1..max, or refuses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), anyValue, (max, input) => {
        const schema = v.object({ page: pageParam(Math.min(20, max), max) });
        const result = outcome(schema, { page: input });
        if (result.ok) {
          const { page } = result.value;
          expect(Number.isInteger(page) && page >= 1 && page <= max).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

/** An object with an own `__proto__` key and extra fields, as JSON.parse makes it. */
const withProto = (fields: Record<string, unknown>) =>
  Object.assign(
    JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
    fields,
  );

describe('route schemas: accepted means well-formed; nothing else gets through', () => {
  it('login: an 11-digit mobile starting with 1 and a password of 1..128 characters', () => {
    const input = fc.record({
      mobile: fc.oneof(fc.string(), fc.stringMatching(/^1\d{10}$/), anyValue),
      password: fc.oneof(fc.string({ maxLength: 200 }), anyValue),
    });
    fc.assert(
      fc.property(input, (body) => {
        const result = outcome(LoginBody, body);
        if (result.ok) {
          expect(result.value.mobile).toMatch(/^1\d{10}$/);
          expect(result.value.password.length).toBeGreaterThanOrEqual(1);
          expect(result.value.password.length).toBeLessThanOrEqual(128);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('cart update: integer ids in range and an integer quantity; cart save: a uid, a goods id and a spec', () => {
    fc.assert(
      fc.property(anyValue, anyValue, anyValue, anyValue, (uid, id, num, spec) => {
        const update = outcome(UpdateBody, { uid, id, goods_num: num });
        if (update.ok) {
          expect(isId(update.value.uid, 0) && isId(update.value.id, 1)).toBe(true);
          // its bounds are the line's stock, checked by the route (1 ≤ goods_num ≤ stock)
          expect(Number.isInteger(update.value.goods_num)).toBe(true);
        }
        const save = outcome(SaveBody, { uid, goods_id: id, goods_spec: spec });
        if (save.ok) {
          expect(isId(save.value.uid, 0) && isId(save.value.goods_id, 1)).toBe(true);
          expect(typeof save.value.goods_spec === 'string' || Array.isArray(save.value.goods_spec)).toBe(
            true,
          );
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('search and recommended queries: bounded keyword and digit-only supplier ids', () => {
    const query = fc.dictionary(
      fc.constantFrom('keyword', 'page', 'size', 'area_id', 'sp_id', '__proto__'),
      fc.oneof(fc.string({ maxLength: 150 }), fc.stringMatching(/^\d{0,12}$/)),
    );
    fc.assert(
      fc.property(query, (q) => {
        const search = outcome(SearchQuery, q);
        if (search.ok) {
          expect(search.value.keyword.length).toBeLessThanOrEqual(100);
          expect(search.value.size).toBeLessThanOrEqual(100);
          expect(search.value.page).toBeLessThanOrEqual(10_000);
        }
        const recommended = outcome(RecommendedQuery, q);
        if (recommended.ok) expect(recommended.value.sp_id).toMatch(/^\d{0,9}$/);
      }),
      { numRuns: 1000 },
    );
  });

  it('find similar: a url of 1..2048 characters and a boolean flag', () => {
    const body = fc.record(
      { url: fc.oneof(fc.string({ maxLength: 3000 }), fc.webUrl(), anyValue), includeSelf: anyValue },
      { requiredKeys: ['url'] },
    );
    fc.assert(
      fc.property(body, (b) => {
        const result = outcome(SimilarBody, b);
        if (result.ok) {
          expect(result.value.url.length).toBeGreaterThanOrEqual(1);
          expect(result.value.url.length).toBeLessThanOrEqual(2048);
          expect(typeof result.value.includeSelf).toBe('boolean');
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('order numbers are 1..64 letters and digits; upload params a goods id and a known platform', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 80 }), fc.stringMatching(/^[A-Za-z0-9]{1,70}$/), anyValue),
        anyValue,
        fc.oneof(fc.constantFrom(...PLATFORMS), fc.string()),
        (orderNo, goodsId, platform) => {
          const order = outcome(OrderNo, orderNo);
          if (order.ok) expect(order.value).toMatch(/^[A-Za-z0-9]{1,64}$/);
          const params = outcome(UploadParams, { goodsId, platform });
          if (params.ok) {
            expect(isId(params.value.goodsId, 1)).toBe(true);
            expect(PLATFORMS).toContain(params.value.platform);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('__proto__ and constructor keys never reach the output nor any prototype', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (id, uid) => {
        const body = withProto({ uid, id, goods_num: 1 });
        const result = outcome(UpdateBody, body);
        expect(result.ok).toBe(true);
        if (result.ok) {
          expect(Object.keys(result.value).sort()).toEqual(['goods_num', 'id', 'uid']);
          expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype);
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
    );
  });
});
