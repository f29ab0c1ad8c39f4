// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  orderNoOf,
  parseKeyword,
  parseOrderNo,
  parsePositiveId,
  parseSearch,
  readSearchValue,
  stringifySearch,
  validateConfirmOrderSearch,
  validateDetailSearch,
  validateGoodsListSearch,
  validateSearchPageSearch,
  validateShopSearch,
} from '@/routes/search-params';

describe('goods and supplier ids (?id=, ?SID=)', () => {
  it.each([
    [1001, 1001],
    ['1001', 1001],
    [' 7 ', 7],
    [2147483647, 2147483647],
  ])('accepts %j as %d', (raw, id) => {
    expect(parsePositiveId(raw)).toBe(id);
  });

  it.each([
    ['abc'],
    [undefined],
    [''],
    [0],
    [-1],
    [1.5],
    ['1.5'],
    ['1e3'],
    ['0x10'],
    ['01'],
    [2147483648],
    ['99999999999'],
    ['<script>alert(1)</script>'],
    ['1 OR 1=1'],
    [{}],
    [[1]],
  ])('refuses %j', (raw) => {
    expect(parsePositiveId(raw)).toBeUndefined();
  });

  it('names a bad ?id as undefined, overriding the raw value the router merges in', () => {
    const bad = validateDetailSearch({ id: 'abc' });
    expect(Object.hasOwn(bad, 'id')).toBe(true);
    expect({ ...{ id: 'abc' }, ...bad }.id).toBeUndefined();
    expect(validateDetailSearch({}).id).toBeUndefined();
    expect(validateDetailSearch({ id: 1001 })).toEqual({ id: 1001 });
  });
});

describe('search keyword and order number', () => {
  it('keeps text keywords and numbers the router parsed, refuses empty and overlong ones', () => {
    expect(parseKeyword('泰迪熊')).toBe('泰迪熊');
    expect(parseKeyword(123)).toBe('123');
    expect(parseKeyword('   ')).toBeUndefined();
    expect(parseKeyword('熊'.repeat(101))).toBeUndefined();
    expect(validateSearchPageSearch({ keyword: '兔子', data: '{"list":[]}' })).toStrictEqual({
      keyword: '兔子',
      data: '{"list":[]}',
    });
  });

  it('takes order numbers of digits only', () => {
    expect(parseOrderNo(173220000000042)).toBe('173220000000042');
    expect(parseOrderNo('173220000000042')).toBe('173220000000042');
    expect(parseOrderNo('abc')).toBeUndefined();
    expect(parseOrderNo('1'.repeat(21))).toBeUndefined();
    expect(parseOrderNo(1.5)).toBeUndefined();
  });
});

describe('?page= of the catalogue lists (/goods, /search?keyword=, /shop?SID=)', () => {
  it('takes a positive page number, and page 1 for a bad one', () => {
    expect(validateGoodsListSearch({ page: 3 })).toEqual({ page: 3 });
    expect(validateShopSearch({ SID: 101, page: '2' })).toEqual({ SID: 101, page: 2 });
    expect(validateSearchPageSearch({ keyword: '熊', page: 2 })).toMatchObject({ keyword: '熊', page: 2 });
    for (const bad of ['abc', 0, -1, 1.5, '<script>']) {
      expect(validateGoodsListSearch({ page: bad }).page, String(bad)).toBe(1);
      expect(validateShopSearch({ SID: 101, page: bad }).page, String(bad)).toBe(1);
      expect(validateSearchPageSearch({ keyword: '熊', page: bad }).page, String(bad)).toBe(1);
    }
  });

  it('overrides a bad raw page the router merges in, and adds none when the URL has none', () => {
    expect({ ...{ page: 'abc' }, ...validateShopSearch({ SID: 101, page: 'abc' }) }.page).toBe(1);
    expect(Object.hasOwn(validateShopSearch({ SID: 101 }), 'page')).toBe(false);
    expect(Object.hasOwn(validateSearchPageSearch({ keyword: '熊' }), 'page')).toBe(false);
  });
});

describe('reading the URL: a number only when spelled as itself (issue #8 item 3)', () => {
  it.each([
    ['1001', 1001],
    ['-1', -1],
    ['1e3', '1e3'],
    ['1E3', '1E3'],
    ['1001.0', '1001.0'],
    ['1.50', '1.50'],
    ['true', true],
    ['{"a":1}', { a: 1 }],
  ])('reads %j as %j', (text, value) => {
    expect(readSearchValue(text)).toEqual(value);
  });

  it.each([
    ['?id=1e3', undefined],
    ['?id=1001.0', undefined],
    ['?id=1E3', undefined],
    ['?id=0x10', undefined],
    ['?id=%3Cscript%3E', undefined],
    ['?id=1001', 1001],
  ])('%s gives the id %j (an exponent or a decimal point never names a goods)', (query, id) => {
    expect(validateDetailSearch(parseSearch(query)).id).toBe(id);
  });

  it('writes what it reads back: text that looks like a number keeps its spelling', () => {
    for (const search of [
      { keyword: '1e3' },
      { keyword: '1001' },
      { keyword: '熊' },
      { page: 2 },
      { data: { list: [] } },
    ]) {
      expect(parseSearch(stringifySearch(search))).toEqual(search);
    }
    expect(stringifySearch({ keyword: '1e3', page: 2 })).toBe('?keyword=1e3&page=2');
  });

  it('writes an order number as its digits, never JSON-quoted (spec §2; issue 19 item 8)', () => {
    expect(stringifySearch(validateConfirmOrderSearch({ order_no: '1795601962331' }))).toBe(
      '?order_no=1795601962331',
    );
    const orderNo = (query: string) => orderNoOf(validateConfirmOrderSearch(parseSearch(query)));
    expect(orderNo('?order_no=1795601962331')).toBe('1795601962331');
    // A link written before, with the quotes, still reads.
    expect(orderNo('?order_no=%221795601962331%22')).toBe('1795601962331');
    // 20 digits stay exact: they are text, not a number rounded by JSON.parse.
    expect(orderNo('?order_no=12345678901234567890')).toBe('12345678901234567890');
  });
});
