/** Buy-now orders in localStorage (spec §4): never overwritten, read back validated. */
import { beforeEach, describe, expect, it } from 'vitest';
import { appText } from '@/copy/copy';
import type { OrderLine } from '@/domain/cart';
import { readOrder } from '@/services/order-reader';
import { OrderStoreError, storeOrder } from '@/services/order-store';
import { fullStorage, securityError } from './broken-storage';

const line: OrderLine = {
  id: 10010101,
  size: '20cm',
  goods_sn: 'MR-1001-01-01',
  weight: 68,
  price: '7.40',
  stock: 20,
  thumbnail: '/UpLoad/goods/1001/c1.jpg',
  num: 2,
  goods_num: 2,
  color: '粉色',
  goods_id: 1001,
  goodsName: '泰迪熊',
  sname: '宝贝乐',
};

beforeEach(() => localStorage.clear());

describe('storeOrder', () => {
  it('keeps the lines under timestamp + random 0–99', () => {
    const orderNo = storeOrder(
      [line],
      () => 1_700_000_000_000,
      () => 0.42,
    );
    expect(orderNo).toBe('1700000000042');
    expect(JSON.parse(localStorage.getItem(orderNo) ?? '')).toEqual([line]);
  });

  it('never overwrites an order already stored: a taken number moves on to the next free one', () => {
    localStorage.setItem('1700000000042', 'an earlier order');
    localStorage.setItem('1700000000043', 'another');
    const orderNo = storeOrder(
      [line],
      () => 1_700_000_000_000,
      () => 0.42,
    );
    expect(orderNo).toBe('1700000000044');
    expect(localStorage.getItem('1700000000042')).toBe('an earlier order');
  });

  it('fails with a Chinese message when storage throws (quota, disabled)', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => storeOrder([line], Date.now, Math.random, () => broken)).toThrow(OrderStoreError);
    expect(() => storeOrder([line], Date.now, Math.random, () => broken)).toThrow(appText.orderNotStored);
  });
});

describe('readOrder', () => {
  it('reads a stored order back', () => {
    const orderNo = storeOrder([line]);
    expect(readOrder(orderNo)).toEqual({ status: 'found', orderNo, lines: [line] });
  });

  it('says missing for an unknown number, unreadable for garbage or an empty order', () => {
    expect(readOrder('123')).toEqual({ status: 'missing', orderNo: '123' });
    localStorage.setItem('124', '{not json');
    expect(readOrder('124').status).toBe('unreadable');
    localStorage.setItem('125', '[]');
    expect(readOrder('125').status).toBe('unreadable');
    localStorage.setItem('126', JSON.stringify([{ ...line, goods_num: -1 }]));
    expect(readOrder('126').status).toBe('unreadable');
  });
});

describe('storage that throws or holds foreign values (issue #8 item 5)', () => {
  const disabled = (): Storage => {
    throw securityError();
  };

  it('fails with the Chinese message when localStorage is disabled (SecurityError on access)', () => {
    expect(() => storeOrder([line], Date.now, Math.random, disabled)).toThrow(
      new OrderStoreError(appText.orderNotStored),
    );
  });

  it('keeps nothing when storage is full (QuotaExceededError), and reading still works', () => {
    const full = fullStorage({ '42': JSON.stringify([line]) });
    expect(() => storeOrder([line], Date.now, Math.random, () => full)).toThrow(appText.orderNotStored);
    expect([...full.map.keys()]).toEqual(['42']);
    expect(readOrder('42', () => full)).toEqual({ status: 'found', orderNo: '42', lines: [line] });
  });

  it('says unreadable, without throwing, when localStorage is disabled', () => {
    expect(readOrder('1700000000042', disabled)).toEqual({ status: 'unreadable', orderNo: '1700000000042' });
  });

  it.each([
    ['null', 'null'],
    ['a number', '42'],
    ['a string', JSON.stringify('订单')],
    ['an object, not a list', JSON.stringify({ lines: [line] })],
    ['a list of strings', JSON.stringify(['a', 'b'])],
    ['a line missing its quantity', JSON.stringify([{ ...line, goods_num: undefined }])],
    ['a line with a price that is not yuan', JSON.stringify([{ ...line, price: '<b>1</b>' }])],
    [
      'a line with a thumbnail on another host',
      JSON.stringify([{ ...line, thumbnail: 'https://evil.example/a.jpg' }]),
    ],
  ])('says unreadable for %s under the order number', (_, raw) => {
    localStorage.setItem('1700000000042', raw);
    expect(readOrder('1700000000042')).toEqual({ status: 'unreadable', orderNo: '1700000000042' });
  });
});
