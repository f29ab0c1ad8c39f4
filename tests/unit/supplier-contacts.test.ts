// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { supplierPhones } from '@/rules/supplier-contacts';

describe('supplierPhones (spec §2: a phone and an optional second phone)', () => {
  it.each([
    ['13800001111', '13900002222', ['13800001111', '13900002222']],
    ['13800001111', '', ['13800001111']],
    ['13800001111', '   ', ['13800001111']],
    ['13800001111', '\t', ['13800001111']],
    ['', '13900002222', ['', '13900002222']],
  ])('Mobile %j, Mobile1 %j → %j', (Mobile, Mobile1, phones) => {
    expect(supplierPhones({ Mobile, Mobile1 })).toEqual(phones);
  });

  it('always shows the first phone first, and the second exactly when it holds more than spaces', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (Mobile, Mobile1) => {
        const phones = supplierPhones({ Mobile, Mobile1 });
        expect(phones[0]).toBe(Mobile);
        expect(phones.length).toBe(Mobile1.trim() === '' ? 1 : 2);
        if (phones.length === 2) expect(phones[1]).toBe(Mobile1);
      }),
    );
  });
});
