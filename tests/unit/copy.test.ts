// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fill, labels, notices, qualificationFields } from '@/copy/copy';
import { readCopyMd } from '../support/copy-md';

const rows = readCopyMd();
const modules: Record<string, Record<string, string>> = {
  Notices: notices,
  Labels: labels,
  Qualification: qualificationFields,
};

describe('the copy module', () => {
  it.runIf(rows)('holds every row of COPY.md verbatim, under its key', () => {
    expect(rows?.length).toBeGreaterThan(50);
    for (const row of rows ?? []) {
      const module = Object.entries(modules).find(([section]) => row.section.startsWith(section))?.[1];
      expect(module, `section of ${row.key}`).toBeDefined();
      expect(module?.[row.key], `copy key ${row.key}`).toBe(row.text);
    }
  });

  it.runIf(rows)('holds nothing under those three tables that COPY.md does not have', () => {
    const keys = new Set(rows?.map((r) => r.key));
    const extra = Object.values(modules).flatMap((m) => Object.keys(m).filter((k) => !keys.has(k)));
    expect(extra).toEqual([]);
  });

  it('fills templates and leaves unknown placeholders visible', () => {
    expect(fill(labels.totalItems, { n: 12 })).toBe('共12件');
    expect(fill(labels.totalPrice, { amount: '36.50' })).toBe('合计￥36.50');
    expect(fill(labels.cartCount, {})).toBe('购物车共{n}件商品');
  });
});
