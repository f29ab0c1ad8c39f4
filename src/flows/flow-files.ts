/**
 * The files of docs/flows: for every machine of the registry, its diagram as SVG and as Mermaid.
 * Used by `npm run flows` (scripts/flows.ts) to write them and by a unit test to check that the
 * committed ones still match the machines.
 */
import { fill } from '@/copy/copy';
import { flowsText } from '@/copy/flows-text';
import { countCrossings } from './crossings';
import type { AnyFlow } from './flow';
import { layoutStatechart } from './layout';
import { flows } from './registry';
import { renderSvg } from './render-svg';
import { statechartGraph } from './statechart-graph';
import { testCoverage } from './test-coverage';
import { toMermaid } from './to-mermaid';

export const FLOWS_DIR = 'docs/flows';

export interface FlowFile {
  /** relative to docs/flows */
  name: string;
  content: string;
  /** for a diagram: how many times its arrows cross (src/flows/crossings.ts) */
  crossings?: number;
}

export const diagramTitle = (flow: AnyFlow) =>
  `${fill(flowsText.flowsDiagram, { name: flow.name })}（${flow.id}）`;

export async function flowFiles(entries: readonly AnyFlow[] = flows): Promise<FlowFile[]> {
  const files: FlowFile[] = [];
  for (const flow of entries) {
    const graph = statechartGraph(flow.machine);
    const layout = await layoutStatechart(graph, { title: flow.name });
    const coverage = testCoverage[flow.machine.id]?.transitions;
    files.push({
      name: `${flow.id}.svg`,
      content: renderSvg(layout, { title: diagramTitle(flow), ...(coverage && { coverage }) }),
      crossings: countCrossings(layout),
    });
    files.push({ name: `${flow.id}.mmd`, content: toMermaid(graph, flow.name) });
  }
  return files;
}
