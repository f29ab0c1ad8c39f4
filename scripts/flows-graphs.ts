/**
 * Prints every statechart of a source tree as the diagram's graph (JSON, by machine id): each
 * `src/machines/*.machine.ts` export that is a machine. Run by `npm run flows:diff` on the tree
 * of another commit, with that tree's tsconfig (so its `@/…` imports are its own), and on this
 * one; the graph is always read by this version's statechart-graph.ts, so both sides compare.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { type StatechartGraph, statechartGraph } from '../src/flows/statechart-graph';

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'config' in value && 'id' in value;

export async function graphsOf(root: string): Promise<Record<string, StatechartGraph>> {
  const dir = join(root, 'src', 'machines');
  const graphs: Record<string, StatechartGraph> = {};
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.machine.ts'))
    .sort()) {
    const module = (await import(pathToFileURL(resolve(dir, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(module))
      if (isMachine(value)) graphs[value.id] = statechartGraph(value);
  }
  return graphs;
}

if (process.argv[1]?.endsWith('flows-graphs.ts')) {
  const root = process.argv[2] ?? '.';
  process.stdout.write(JSON.stringify(await graphsOf(root)));
}
