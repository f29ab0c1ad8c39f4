/** docs/traceability.md is what the machines and the model tests say now (npm run traceability). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRACEABILITY_FILE, traceabilityMarkdown } from '../../scripts/traceability-doc';

describe('the traceability document', () => {
  const doc = traceabilityMarkdown();

  it('is up to date (run npm run traceability after changing a machine or a model test)', () => {
    expect(readFileSync(TRACEABILITY_FILE, 'utf8')).toBe(doc);
  });

  it('names a model test for every machine', () => {
    expect(doc).not.toContain('(no model test)');
  });
});
