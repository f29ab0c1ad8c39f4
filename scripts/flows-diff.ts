/**
 * npm run flows:diff -- <git ref> [--summary]: compares every statechart with the same machine at
 * <ref>. Writes .flows-diff/<machine>.svg for each machine that changed (both versions in one
 * drawing: added in green, removed in red, changed transitions in orange) and
 * .flows-diff/SUMMARY.md, and prints the summary; the drawings and the changes also go to
 * src/flows/flow-diff.json, which /flows shows beside each machine. --summary skips the drawings
 * and that file (CI prints the summary against the previous commit and must stay fast).
 *
 * The other version's sources are taken with `git archive` into .flows-diff/tree-<sha>/ (inside the
 * project, so its imports find this node_modules) and read by scripts/flows-graphs.ts under that
 * tree's own tsconfig.
 *
 * Both versions are drawn with the layout hints committed in docs/flows (src/flows/layout-hints.ts):
 * this version's for the states it has, the ref's for the states only the ref had, so a state that
 * did not change sits where it sits in both versions' diagrams.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FLOW_DIFF_FILE, type FlowDiffFile } from '../src/flows/flow-diff';
import { FLOWS_DIR, hintsFileName, storedHints } from '../src/flows/flow-files';
import { diffGraphs, diffMarkdown, isEmptyDiff, marksOf, unionGraph } from '../src/flows/graph-diff';
import { layoutStatechart } from '../src/flows/layout';
import { type LayoutHints, mergeHints } from '../src/flows/layout-hints';
import { renderSvg } from '../src/flows/render-svg';
import type { StatechartGraph } from '../src/flows/statechart-graph';
import { graphsOf } from './flows-graphs';

const OUT = '.flows-diff';
const args = process.argv.slice(2);
const summaryOnly = args.includes('--summary');
const ref = args.find((arg) => !arg.startsWith('--'));
if (!ref) {
  console.error('usage: npm run flows:diff -- <git ref> [--summary]');
  process.exit(2);
}

function graphsAt(commit: string): Record<string, StatechartGraph> {
  const tree = resolve(OUT, `tree-${commit.slice(0, 12)}`);
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  const archive = execFileSync('git', ['archive', commit, 'src', 'tsconfig.json'], { maxBuffer: 1 << 28 });
  execFileSync('tar', ['-x', '-C', tree], { input: archive });
  try {
    const json = execFileSync(
      process.execPath,
      [
        resolve('node_modules/tsx/dist/cli.mjs'),
        '--tsconfig',
        join(tree, 'tsconfig.json'),
        resolve('scripts/flows-graphs.ts'),
        tree,
      ],
      { maxBuffer: 1 << 28, cwd: tree },
    );
    return JSON.parse(json.toString()) as Record<string, StatechartGraph>;
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
}

/** The hints committed at `commit` for a machine, if that commit had them. */
function hintsAt(commit: string, machine: string): LayoutHints | undefined {
  try {
    const text = execFileSync('git', ['show', `${commit}:${FLOWS_DIR}/${hintsFileName(machine)}`], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return JSON.parse(text.toString()) as LayoutHints;
  } catch {
    return undefined;
  }
}

let commit: string;
try {
  commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`])
    .toString()
    .trim();
} catch {
  console.log(`flows:diff: ${ref} is not a commit here; nothing to compare`);
  process.exit(0);
}
const before = graphsAt(commit);
const after = await graphsOf('.');
const machines = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
const diffs = machines.map((machine) => diffGraphs(machine, before[machine], after[machine]));
const summary = diffMarkdown(`${ref} (${commit.slice(0, 7)})`, diffs);
mkdirSync(OUT, { recursive: true });
writeFileSync(join(OUT, 'SUMMARY.md'), summary);
process.stdout.write(summary);

if (!summaryOnly) {
  const published: FlowDiffFile = { ref, commit, machines: {} };
  for (const diff of diffs.filter((d) => !isEmptyDiff(d))) {
    const now = after[diff.machine] ?? before[diff.machine];
    if (!now) continue;
    const graph = unionGraph(after[diff.machine] ? before[diff.machine] : undefined, now);
    const hints = mergeHints(storedHints(diff.machine), hintsAt(commit, diff.machine));
    const layout = await layoutStatechart(graph, hints && { hints });
    const file = join(OUT, `${diff.machine}.svg`);
    const svg = renderSvg(layout, { title: `${diff.machine} · ${ref}`, marks: marksOf(diff) });
    writeFileSync(file, svg);
    console.log(`wrote ${file}`);
    published.machines[diff.machine] = { diff, svg };
  }
  writeFileSync(FLOW_DIFF_FILE, `${JSON.stringify(published)}\n`);
  console.log(`wrote ${FLOW_DIFF_FILE} (/flows shows it)`);
}
