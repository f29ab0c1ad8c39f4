// @vitest-environment node
/** The crossing count npm run flows prints: arrows through arrows, not arrows meeting at an end. */
import { describe, expect, it } from 'vitest';
import { countCrossings } from '@/flows/crossings';
import type { DiagramLayout, EdgePath, Point } from '@/flows/layout';

const edge = (id: string, points: Point[]): EdgePath => ({ id, edge: null, points, label: null });
const layout = (edges: EdgePath[]): DiagramLayout => ({
  width: 100,
  height: 100,
  states: [],
  markers: [],
  edges,
});

describe('countCrossings', () => {
  it('counts a horizontal segment passing through a vertical one', () => {
    const across = edge('a', [
      { x: 0, y: 50 },
      { x: 100, y: 50 },
    ]);
    const down = edge('b', [
      { x: 50, y: 0 },
      { x: 50, y: 100 },
    ]);
    expect(countCrossings(layout([across, down]))).toBe(1);
  });

  it('does not count arrows that only meet at an end or a corner, nor an edge with itself', () => {
    const into = edge('a', [
      { x: 0, y: 50 },
      { x: 50, y: 50 },
    ]);
    const alsoInto = edge('b', [
      { x: 50, y: 0 },
      { x: 50, y: 50 },
    ]);
    const bent = edge('c', [
      { x: 0, y: 80 },
      { x: 80, y: 80 },
      { x: 80, y: 0 },
      { x: 60, y: 0 },
      { x: 60, y: 90 },
    ]);
    expect(countCrossings(layout([into, alsoInto]))).toBe(0);
    expect(countCrossings(layout([bent]))).toBe(0);
  });

  it('counts every crossing of two long edges', () => {
    const comb = edge('a', [
      { x: 10, y: 0 },
      { x: 10, y: 100 },
      { x: 30, y: 100 },
      { x: 30, y: 0 },
    ]);
    const bar = edge('b', [
      { x: 0, y: 50 },
      { x: 40, y: 50 },
    ]);
    expect(countCrossings(layout([comb, bar]))).toBe(2);
  });
});
