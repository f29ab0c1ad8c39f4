/**
 * npm run flows: writes every registered machine's diagram to docs/flows/<machine>.svg and
 * docs/flows/<machine>.mmd (Mermaid stateDiagram-v2), and the layout's hints to
 * docs/flows/<machine>.layout.json (read back the next time, so states that did not change keep
 * their place: src/flows/layout-hints.ts), and removes files of machines that are gone.
 * The output is deterministic; tests/unit/flow-files.test.ts fails when the committed files no
 * longer match the machines, so run this after changing a machine and commit the result.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLOWS_DIR, FLOWS_FILE, flowFiles } from '../src/flows/flow-files';
import { flows } from '../src/flows/registry';

const files = await flowFiles(flows, { settle: true });
mkdirSync(FLOWS_DIR, { recursive: true });
const names = new Set(files.map((file) => file.name));
for (const stale of readdirSync(FLOWS_DIR).filter((name) => FLOWS_FILE.test(name) && !names.has(name))) {
  rmSync(join(FLOWS_DIR, stale));
  console.log(`removed ${join(FLOWS_DIR, stale)}`);
}
for (const file of files) {
  writeFileSync(join(FLOWS_DIR, file.name), file.content);
  console.log(`wrote ${join(FLOWS_DIR, file.name)}`);
}
// How readable the diagrams are, as a number: arrows crossing arrows (src/flows/crossings.ts).
const diagrams = files.filter((file) => file.crossings !== undefined);
console.log('\nedge crossings per diagram');
for (const file of diagrams) console.log(`  ${file.name.replace(/\.svg$/, '').padEnd(16)} ${file.crossings}`);
console.log(`  ${'total'.padEnd(16)} ${diagrams.reduce((sum, file) => sum + (file.crossings ?? 0), 0)}`);
