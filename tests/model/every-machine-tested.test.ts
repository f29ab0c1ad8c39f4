/**
 * Every statechart in src/machines comes with its model test: `<name>.machine.ts` needs
 * `tests/model/<name>.model.test.tsx` (or .ts), and that file asserts full coverage of the machine
 * through expectFullCoverage (which also feeds the table `npm run test:model` prints).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const machines = readdirSync('src/machines')
  .filter((file) => file.endsWith('.machine.ts'))
  .map((file) => file.replace(/\.machine\.ts$/, ''));

describe('every machine has its model test', () => {
  it('finds the machines', () => {
    expect(machines.length).toBeGreaterThan(0);
  });

  for (const name of machines) {
    it(name, () => {
      const test = [`tests/model/${name}.model.test.tsx`, `tests/model/${name}.model.test.ts`].find(
        existsSync,
      );
      expect(test, `tests/model/${name}.model.test.tsx`).toBeDefined();
      expect(readFileSync(test as string, 'utf8')).toMatch(/expectFullCoverage\(/);
    });
  }
});
