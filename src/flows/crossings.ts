/**
 * How many times the arrows of a laid-out diagram cross each other: every horizontal segment of
 * one edge that passes through a vertical segment of another, strictly inside both (touching at
 * a corner or at a shared end is not a crossing). `npm run flows` prints it per diagram, so a
 * change to the layout can be judged by a number rather than by eye.
 */
import type { DiagramLayout, Point } from './layout';

interface Segment {
  a: Point;
  b: Point;
}

function segments(points: readonly Point[]): { horizontal: Segment[]; vertical: Segment[] } {
  const horizontal: Segment[] = [];
  const vertical: Segment[] = [];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as Point;
    const b = points[i] as Point;
    if (Math.abs(a.y - b.y) < 0.5 && Math.abs(a.x - b.x) >= 0.5) horizontal.push({ a, b });
    else if (Math.abs(a.x - b.x) < 0.5 && Math.abs(a.y - b.y) >= 0.5) vertical.push({ a, b });
  }
  return { horizontal, vertical };
}

const EPS = 0.5;
const strictlyBetween = (value: number, p: number, q: number) =>
  value > Math.min(p, q) + EPS && value < Math.max(p, q) - EPS;

function cross(h: Segment, v: Segment): boolean {
  return strictlyBetween(v.a.x, h.a.x, h.b.x) && strictlyBetween(h.a.y, v.a.y, v.b.y);
}

export function countCrossings(layout: DiagramLayout): number {
  const all = layout.edges.map((edge) => segments(edge.points));
  let count = 0;
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const one = all[i] as ReturnType<typeof segments>;
      const other = all[j] as ReturnType<typeof segments>;
      for (const h of one.horizontal) for (const v of other.vertical) if (cross(h, v)) count++;
      for (const h of other.horizontal) for (const v of one.vertical) if (cross(h, v)) count++;
    }
  }
  return count;
}
