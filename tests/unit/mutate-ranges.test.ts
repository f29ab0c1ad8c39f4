import { describe, expect, it } from 'vitest';
import { guardAndActionSpans, mutateRanges } from '../../scripts/mutate/machine-ranges';

const source = [
  'const m = setup({',
  '  guards: { big: ({ context }) => context.n > 1 },',
  '  actions: { bump: assign({ n: ({ context }) => context.n + 1 }) },',
  '}).createMachine({',
  '  on: {',
  "    go: { guard: 'big', target: '.b', actions: 'bump', description: '前进' },",
  '    back: { actions: assign({ n: 0 }) },',
  '  },',
  '});',
].join('\n');

/** The source text a span covers. */
const textOf = ({ start, end }: ReturnType<typeof guardAndActionSpans>[number]) => {
  const lines = source.split('\n');
  const from = lines.slice(0, start.line - 1).join('\n').length + (start.line > 1 ? 1 : 0) + start.column;
  const to = lines.slice(0, end.line - 1).join('\n').length + (end.line > 1 ? 1 : 0) + end.column;
  return source.slice(from, to);
};

describe('the mutate ranges of a machine file (npm run mutate:machines)', () => {
  it("span setup's guards and actions and each transition's guard and actions, nothing else", () => {
    expect(guardAndActionSpans(source).map(textOf)).toEqual([
      '{ big: ({ context }) => context.n > 1 }',
      '{ bump: assign({ n: ({ context }) => context.n + 1 }) }',
      "'big'",
      "'bump'",
      'assign({ n: 0 })',
    ]);
  });

  it('are written as Stryker reads them: 1-based lines, 0-based columns', () => {
    expect(mutateRanges('m.ts', source)[0]).toBe('m.ts:2:10-2:49');
  });
});
