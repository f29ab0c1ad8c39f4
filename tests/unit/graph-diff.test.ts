// @vitest-environment node
/** npm run flows:diff's comparison: a machine's states and transitions added, removed, changed. */
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { flowsText } from '@/copy/flows-text';
import { diffGraphs, diffMarkdown, isEmptyDiff, marksOf, unionGraph } from '@/flows/graph-diff';
import { layoutStatechart } from '@/flows/layout';
import { renderSvg } from '@/flows/render-svg';
import { statechartGraph } from '@/flows/statechart-graph';

const before = statechartGraph(
  createMachine({
    id: 'm',
    initial: 'idle',
    states: {
      idle: { on: { GO: { target: 'busy', description: '开始' } } },
      busy: { on: { STOP: 'idle', FAIL: 'gone' } },
      gone: {},
    },
  }),
);
const after = statechartGraph(
  createMachine({
    id: 'm',
    initial: 'idle',
    states: {
      idle: { on: { GO: { target: 'busy', description: '开始处理' } } },
      busy: { on: { STOP: 'failed', RETRY: 'busy' } },
      failed: {},
    },
  }),
);

describe('diffGraphs', () => {
  const diff = diffGraphs('m', before, after);

  it('lists states and transitions added and removed, and what changed in the rest', () => {
    expect(diff.addedStates).toEqual(['m.failed']);
    expect(diff.removedStates).toEqual(['m.gone']);
    expect(diff.addedTransitions).toEqual(['m.busy ▸ RETRY #0']);
    expect(diff.removedTransitions).toEqual(['m.busy ▸ FAIL #0']);
    expect(diff.changed).toEqual([
      { transition: 'm.idle ▸ GO #0', what: 'description', before: '开始', after: '开始处理' },
      { transition: 'm.busy ▸ STOP #0', what: 'target', before: 'm.idle', after: 'm.failed' },
    ]);
    expect(marksOf(diff).states).toEqual({ 'm.failed': 'added', 'm.gone': 'removed' });
  });

  it('draws both versions in one graph', () => {
    const union = unionGraph(before, after);
    expect(union.nodes.map((node) => node.id)).toContain('m.gone');
    expect(union.edges.map((edge) => edge.transition)).toContain('m.busy ▸ FAIL #0');
  });

  it('says it in words, and says when nothing changed', () => {
    const text = diffMarkdown('HEAD~1', [diff]);
    expect(text).toContain('## m');
    expect(text).toContain('- 新增状态 m.failed');
    expect(text).toContain('- 转换 m.busy ▸ STOP #0 的目标：m.idle → m.failed');
    const same = diffGraphs('m', after, after);
    expect(isEmptyDiff(same)).toBe(true);
    expect(diffMarkdown('HEAD~1', [same])).toContain(flowsText.diffNone);
  });

  it('colours a changed transition that stays in its state (a ↻ row) as its arrow would be', async () => {
    const withNote = statechartGraph(
      createMachine({
        id: 'm',
        initial: 'idle',
        states: { idle: { on: { NOTE: { actions: () => undefined } } } },
      }),
    );
    const plain = statechartGraph(createMachine({ id: 'm', initial: 'idle', states: { idle: {} } }));
    const added = diffGraphs('m', plain, withNote);
    const svg = renderSvg(await layoutStatechart(unionGraph(plain, withNote)), {
      title: 'm',
      marks: marksOf(added),
    });
    expect(svg).toMatch(/<text[^>]* fill="#16a34a" font-weight="700"[^>]*>↻ NOTE<\/text>/);
    const removed = diffGraphs('m', withNote, plain);
    const svgRemoved = renderSvg(await layoutStatechart(unionGraph(withNote, plain)), {
      title: 'm',
      marks: marksOf(removed),
    });
    expect(svgRemoved).toMatch(
      /<text[^>]* fill="#dc2626"[^>]*text-decoration="line-through"[^>]*>↻ NOTE<\/text>/,
    );
  });
});
