/**
 * /flows' 与 <ref> 相比的变化 (issue 21 item 8): a machine that changed shows the transitions
 * added and removed (and the states), in words, with the drawing npm run flows:diff made; one
 * that did not says so; before the script has run, the panel says how to make it.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { fill } from '@/copy/copy';
import { flowsText } from '@/copy/flows-text';
import { diffGraphs } from '@/flows/graph-diff';
import { statechartGraph } from '@/flows/statechart-graph';
import { FlowDiffPanel } from '@/views/flows/flow-diff-panel';

const before = createMachine({
  id: 'm',
  initial: 'a',
  states: { a: { on: { GO: 'b', SKIP: 'b' } }, b: {} },
});
const after = createMachine({
  id: 'm',
  initial: 'a',
  states: { a: { on: { GO: 'c' } }, b: { on: { BACK: 'a' } }, c: {} },
});
const diff = diffGraphs('m', statechartGraph(before), statechartGraph(after));
const panel = (ref: string) => screen.getByRole('region', { name: fill(flowsText.diffPanel, { ref }) });

describe('the flow diff on /flows', () => {
  it('lists what a changed machine gained and lost, and offers the drawing', () => {
    render(
      <FlowDiffPanel name="测试图" against="main" commit="0123456789ab" entry={{ diff, svg: '<svg/>' }} />,
    );
    const items = within(panel('main'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      '新增状态 m.c',
      '新增转换 m.b ▸ BACK #0',
      '删除转换 m.a ▸ SKIP #0',
      '转换 m.a ▸ GO #0 的目标：m.b → m.c',
    ]);
    expect(within(panel('main')).getByText(/提交 0123456/)).toBeInTheDocument();
    expect(
      within(panel('main')).getByRole('img', {
        name: fill(flowsText.diffPanelDrawing, { name: '测试图', ref: 'main' }),
        hidden: true,
      }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
  });

  it('says a machine did not change, and how to make the comparison when none was made', () => {
    const { unmount } = render(
      <FlowDiffPanel name="测试图" against="main" commit="0123456" entry={undefined} />,
    );
    expect(panel('main')).toHaveTextContent(fill(flowsText.diffPanelSame, { ref: 'main' }));
    unmount();
    render(<FlowDiffPanel name="测试图" against={null} commit={null} entry={undefined} />);
    expect(panel('git ref')).toHaveTextContent(flowsText.diffPanelNone);
  });
});
