// @vitest-environment node
/**
 * vite/machine-docs-plugin.ts takes the statecharts' documentation (literal `meta` and
 * `description`) out of the app's build: it must take all of it, and nothing else.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { flows } from '@/flows/registry';
import { statechartGraph } from '@/flows/statechart-graph';
import { stripMachineDocs } from '../../vite/machine-docs-plugin';

const MACHINES = 'src/machines';
const machineFiles = readdirSync(MACHINES).filter((name) => name.endsWith('.machine.ts'));

/** How often `word:` occurs as a property key (what the machine does, not what it says). */
const count = (code: string, word: string) => code.match(new RegExp(`\\b${word}\\s*:`, 'g'))?.length ?? 0;

describe('the machine docs plugin', () => {
  it.each(machineFiles)(
    '%s: the stripped source parses, with the same targets, guards, actions and invokes',
    (file) => {
      const path = join(MACHINES, file);
      const source = readFileSync(path, 'utf8');
      const stripped = stripMachineDocs(path, source);
      expect(stripped, 'every machine documents its states').not.toBeNull();
      const code = stripped?.code ?? '';
      expect(parseSync(path, code).errors).toEqual([]);
      for (const word of ['target', 'guard', 'actions', 'src', 'on', 'states', 'initial', 'entry', 'exit'])
        expect(count(code, word), word).toBe(count(source, word));
      expect(count(code, 'meta')).toBe(0);
    },
  );

  it('leaves no literal state title or transition description of any registered machine in the app build', () => {
    const sources = machineFiles.map((file) => {
      const path = join(MACHINES, file);
      return stripMachineDocs(path, readFileSync(path, 'utf8'))?.code ?? '';
    });
    const stripped = sources.join('\n');
    for (const flow of flows) {
      const graph = statechartGraph(flow.machine);
      for (const edge of graph.edges.filter((e) => e.description !== ''))
        expect(stripped, `${flow.id}: ${edge.transition}`).not.toContain(
          `description: '${edge.description}'`,
        );
      for (const node of graph.nodes.filter((n) => n.title !== n.key))
        expect(stripped, `${flow.id}: ${node.id}`).not.toContain(`title: '${node.title}'`);
    }
  });

  it('removes documentation that runs nothing (text, and text that only reads names); calls and other keys stay', () => {
    const code = [
      'const machine = createMachine({',
      "  meta: { title: '标题', spec: `§4` },",
      "  on: { go: { target: 'b', description: '说明' } },",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the machine source under test has a template
      '  states: { a: { description: `第${step(n)}步`, meta: { title: label } }, b: { meta: { title: "乙" } }, c: { description: `第${n}步` }, d: { description: notes[kind] } },',
      "  context: { description: 'kept?' },",
      '});',
    ].join('\n');
    const out = stripMachineDocs('example.machine.ts', code)?.code ?? '';
    expect(out).not.toContain('标题');
    expect(out).not.toContain('说明');
    expect(out).not.toContain('乙');
    expect(out).toContain("target: 'b'");
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the template of the source, as text
    expect(out).toContain('description: `第${step(n)}步`');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the template of the source, as text
    expect(out).not.toContain('description: `第${n}步`');
    expect(out).not.toContain('notes[kind]');
    expect(out).toContain('meta: { title: label }');
    // A literal `description` anywhere is documentation by this plugin's rule: machines keep
    // their data in context under other names (this is why the rule is stated here).
    expect(out).not.toContain('kept?');
    expect(parseSync('example.machine.ts', out).errors).toEqual([]);
  });
});
