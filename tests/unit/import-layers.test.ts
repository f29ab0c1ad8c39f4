// @vitest-environment node
/**
 * The import rule of docs/ARCHITECTURE.md is biome.json's: `npm run lint` refuses an import against
 * the folder table (issue 22 item 3). Each probe below is a file in a folder importing one module;
 * they are linted in one Biome run with this repository's biome.json (in a scratch folder, so no
 * probe ever lands in the tree), and exactly the wrong-way imports must be refused.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** [file, module it imports, refused by the rule] */
const probes: Array<[string, string, boolean]> = [
  ['src/machines/probe-service.ts', '@/services/cart-api', true],
  ['src/machines/probe-view.ts', '@/views/session-context', true],
  ['src/machines/probe-domain.ts', '@/domain/goods', false],
  ['src/machines/probe-rule.ts', '@/rules/quantity', false],
  ['src/views/probe-service.ts', '@/services/token-store', true],
  ['src/views/probe-view-model.ts', '@/machines/selection.view', false],
  ['src/services/probe-machine.ts', '@/machines/selection.machine', true],
  ['src/services/probe-domain.ts', '@/domain/cart', false],
  ['src/rules/probe-service.ts', '@/services/schemas', true],
  ['src/domain/probe-rule.ts', '@/rules/money', true],
  ['src/copy/probe-rule.ts', '@/rules/money', true],
  ['server/routes/probe-schemas.ts', '../../src/services/schemas', false],
  ['server/routes/probe-machine.ts', '../../src/machines/detail-page.machine', true],
  ['server/routes/probe-service.ts', '../../src/services/cart-api', true],
  ['server/probe-own-routes.ts', './routes/spa', false],
  // a stated exception is as narrow as its reason
  ['src/views/hydration-state.ts', '@/services/hydration', false],
  ['src/views/after-hydration.tsx', '@/services/token-store', true],
];

const scratch = mkdtempSync(join(tmpdir(), 'import-layers-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function refusedFiles(): Set<string> {
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  // the scratch folder is no git checkout, and its probes are all it holds
  delete config.vcs;
  delete config.$schema;
  config.files = { includes: ['**'] };
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
  for (const [file, module] of probes) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    writeFileSync(join(scratch, file), `import { probe } from '${module}';\nexport const used = probe;\n`);
  }
  const biome = join(root, 'node_modules', '.bin', 'biome');
  let out: string;
  try {
    out = execFileSync(biome, ['lint', '--reporter=json', '--only=style/noRestrictedImports', '.'], {
      cwd: scratch,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    // errors found: Biome exits 1 with the report on stdout
    out = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(out) as {
    diagnostics: Array<{ category: string; location: { path: string } }>;
  };
  return new Set(
    report.diagnostics
      .filter((d) => d.category === 'lint/style/noRestrictedImports')
      .map((d) => d.location.path),
  );
}

describe('the import rule (biome.json noRestrictedImports per folder)', () => {
  it('refuses exactly the imports against the folder table', () => {
    const refused = refusedFiles();
    const expected = probes.filter(([, , no]) => no).map(([file]) => file);
    expect([...refused].sort()).toEqual(expected.sort());
  }, 30_000);
});
