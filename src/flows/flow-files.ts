/**
 * The files of docs/flows: for every machine of the registry, its diagram as SVG and as Mermaid,
 * and the layout's hints (<machine>.layout.json: each state's layer and order, layout-hints.ts)
 * that the next version's diagram, and /flows, lay the chart out with, so unchanged states stay
 * where they were. Used by `npm run flows` (scripts/flows.ts) to write them and by a unit test to
 * check that the committed ones still match the machines.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fill } from '@/copy/copy';
import { flowsText } from '@/copy/flows-text';
import { countCrossings } from './crossings';
import type { AnyFlow } from './flow';
import { layoutWithHints } from './layout';
import { hintsJson, type LayoutHints } from './layout-hints';
import { flows } from './registry';
import { renderSvg } from './render-svg';
import { stableLayout } from './stable-layout';
import { statechartGraph } from './statechart-graph';
import { testCoverage } from './test-coverage';
import { toMermaid } from './to-mermaid';

export const FLOWS_DIR = 'docs/flows';
/** the names of the files npm run flows writes there */
export const FLOWS_FILE = /\.(svg|mmd|layout\.json)$/;

export interface FlowFile {
  /** relative to docs/flows */
  name: string;
  content: string;
  /** for a diagram: how many times its arrows cross (src/flows/crossings.ts) */
  crossings?: number;
}

export const diagramTitle = (flow: AnyFlow) =>
  `${fill(flowsText.flowsDiagram, { name: flow.name })}（${flow.id}）`;

export const hintsFileName = (machineId: string) => `${machineId}.layout.json`;

/** The hints committed in docs/flows for a machine, if any. */
export function storedHints(machineId: string): LayoutHints | undefined {
  const file = join(FLOWS_DIR, hintsFileName(machineId));
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LayoutHints) : undefined;
}

/**
 * The files as they should be. `settle` (npm run flows) lays each chart out until its hints hold
 * still and tries ELK seeds for fewer crossings (stable-layout.ts); without it (the check) each
 * chart is laid out once with the committed hints, as /flows does.
 */
export async function flowFiles(
  entries: readonly AnyFlow[] = flows,
  { settle = false }: { settle?: boolean } = {},
): Promise<FlowFile[]> {
  const files: FlowFile[] = [];
  for (const flow of entries) {
    const graph = statechartGraph(flow.machine);
    const last = storedHints(flow.id);
    const { layout, hints } = settle
      ? await stableLayout(graph, flow.name, last)
      : await layoutWithHints(graph, { title: flow.name, ...(last && { hints: last }) });
    const coverage = testCoverage[flow.machine.id]?.transitions;
    files.push({
      name: `${flow.id}.svg`,
      content: renderSvg(layout, { title: diagramTitle(flow), ...(coverage && { coverage }) }),
      crossings: countCrossings(layout),
    });
    files.push({ name: `${flow.id}.mmd`, content: toMermaid(graph, flow.name) });
    files.push({ name: hintsFileName(flow.id), content: hintsJson(hints) });
  }
  return files;
}
