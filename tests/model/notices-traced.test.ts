// @vitest-environment node
/**
 * Issue #6, item 2: every notice of ../shared/COPY.md's first table must be asserted by at least
 * one model test, so that each message the spec names is seen by a buyer on some generated path.
 *
 * A model test asserts a notice when its code (comments left out) names it through the copy
 * module (`notices.selectGoods`): the tests never retype the Chinese. Every notice of the
 * table is asserted now (issue #5 brought the last seven: find similar, download, qualification).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { notices } from '@/copy/copy';
import { readCopyMd } from '../support/copy-md';

const MODEL_DIR = 'tests/model';

/** Code without its comments, so a notice named only in prose does not count. */
function codeOf(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

function noticesAssertedByModelTests(): Map<string, string[]> {
  const byNotice = new Map<string, string[]>();
  for (const file of readdirSync(MODEL_DIR).filter((name) => /\.model\.test\.tsx?$/.test(name))) {
    const code = codeOf(readFileSync(join(MODEL_DIR, file), 'utf8'));
    for (const [, key] of code.matchAll(/\bnotices\.(\w+)/g)) {
      if (key) byNotice.set(key, [...(byNotice.get(key) ?? []), file]);
    }
  }
  return byNotice;
}

describe('the notices of COPY.md, traced to the model tests', () => {
  it('traces the notices of COPY.md’s first table: the copy module holds exactly those', () => {
    const rows = readCopyMd();
    // Without ../shared the copy module (checked against COPY.md by tests/unit/copy.test.ts) stands in.
    const fromCopyMd = rows
      ? rows.filter((row) => row.section.startsWith('Notices')).map((row) => row.key)
      : Object.keys(notices);
    expect(fromCopyMd.sort()).toEqual(Object.keys(notices).sort());
  });

  it('has every notice asserted by at least one model test', () => {
    const asserted = noticesAssertedByModelTests();
    const unasserted = Object.keys(notices).filter((key) => !asserted.has(key));
    expect(unasserted).toEqual([]);
  });

  it('counts a notice named only in a comment as not asserted', () => {
    expect(codeOf('// notices.noVideo\n/* notices.downloadOk */ const a = 1;')).not.toMatch(/notices\./);
    expect(codeOf('expect(x).toHaveTextContent(notices.selectGoods); // why')).toMatch(
      /notices\.selectGoods/,
    );
  });
});
