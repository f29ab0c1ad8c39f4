/**
 * The geometry both diagram renderers draw (render-svg.ts for the files, statechart-diagram.tsx
 * for /flows): where each text line of a box sits, the rounded path of an edge, the look of a
 * state by its kind. Kept in one place so the file and the page show the same picture.
 */
import { diagramStyle as s } from './diagram-style';
import type { BoxRow, EdgeLabel, Point, StateBox } from './layout';
import type { GraphNode } from './statechart-graph';

/** The state's own name as shown beside its title; a parallel state says so. */
export function displayKey(node: GraphNode): string {
  return node.type === 'parallel' ? `${node.key}（并行）` : node.key;
}

/** What a person reads for a state: '加载中 · loading'. */
export const stateName = (title: string, node: GraphNode) => `${title} · ${node.key}`;

export interface TextLine {
  x: number;
  y: number;
  text: string;
  tone: 'ink' | 'muted' | 'faint';
}

/** The baseline of the title line. */
export const titleBaseline = (box: StateBox) => box.y + s.pad + 15;

/** The lines of a row, with their baselines. */
export function rowLines(box: StateBox, row: BoxRow): TextLine[] {
  const x = box.x + s.pad;
  const top = box.y + row.top;
  const lines: TextLine[] = row.lines.map((text, i) => ({
    x,
    y: top + (i + 1) * s.smallLine - 4,
    text,
    tone: row.kind === 'invoke' ? 'muted' : 'ink',
  }));
  if (row.event !== null) {
    const text = row.guard ? `↻ ${row.event} [${row.guard}]` : `↻ ${row.event}`;
    lines.push({ x, y: top + (row.lines.length + 1) * s.smallLine - 4, text, tone: 'muted' });
  }
  return lines;
}

/** The lines of an edge label: the description, the event, the guard. */
export function labelLines(label: EdgeLabel): TextLine[] {
  const texts: Array<[string, TextLine['tone']]> = [
    ...label.lines.map((line): [string, TextLine['tone']] => [line, 'ink']),
    [label.event, 'muted'],
    ...(label.guard ? [[`[${label.guard}]`, 'faint'] as [string, TextLine['tone']]] : []),
  ];
  return texts.map(([text, tone], i) => ({
    x: label.x + label.width / 2,
    y: label.y + 2 + (i + 1) * s.smallLine - 4,
    text,
    tone,
  }));
}

export const toneColour = (tone: TextLine['tone']) =>
  tone === 'ink' ? s.colours.ink : tone === 'muted' ? s.colours.muted : s.colours.faint;

const fmt = (value: number) => String(Math.round(value * 10) / 10);

/** An orthogonal polyline with its corners rounded, as an SVG path. */
export function edgePath(points: Point[], radius = 6): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let d = `M${fmt(first.x)} ${fmt(first.y)}`;
  rest.forEach((point, i) => {
    const previous = points[i] ?? first;
    const next = rest[i + 1];
    if (!next) {
      d += ` L${fmt(point.x)} ${fmt(point.y)}`;
      return;
    }
    const inLength = Math.hypot(point.x - previous.x, point.y - previous.y);
    const outLength = Math.hypot(next.x - point.x, next.y - point.y);
    const r = Math.min(radius, inLength / 2, outLength / 2);
    if (r < 0.5) {
      d += ` L${fmt(point.x)} ${fmt(point.y)}`;
      return;
    }
    const before = {
      x: point.x - ((point.x - previous.x) / inLength) * r,
      y: point.y - ((point.y - previous.y) / inLength) * r,
    };
    const after = {
      x: point.x + ((next.x - point.x) / outLength) * r,
      y: point.y + ((next.y - point.y) / outLength) * r,
    };
    d += ` L${fmt(before.x)} ${fmt(before.y)} Q${fmt(point.x)} ${fmt(point.y)} ${fmt(after.x)} ${fmt(after.y)}`;
  });
  return d;
}

export interface BoxLook {
  fill: string;
  stroke: string;
  strokeWidth: number;
  dash: string | undefined;
  /** a final state's inner border */
  double: boolean;
}

/** How a state box looks: by kind, and in brand orange when it is the current state. */
export function boxLook(box: StateBox, active: boolean): BoxLook {
  const { node } = box;
  const base: BoxLook = box.container
    ? {
        fill: node.region ? s.colours.region : s.colours.container,
        stroke: s.colours.boxBorder,
        strokeWidth: 1,
        dash: node.region ? '5 4' : undefined,
        double: false,
      }
    : {
        fill: s.colours.box,
        stroke: s.colours.boxBorder,
        strokeWidth: 1.2,
        dash: undefined,
        double: node.type === 'final',
      };
  if (!active || node.parent === null) return base;
  return box.container
    ? { ...base, stroke: s.colours.brand, strokeWidth: 1.6 }
    : { ...base, fill: s.colours.brandSoft, stroke: s.colours.brand, strokeWidth: 2.4 };
}

/** The separator between a box's title line and its rows. */
export function rowsRule(box: StateBox): { x1: number; x2: number; y: number } | null {
  if (box.rows.length === 0) return null;
  return { x1: box.x + s.pad, x2: box.x + box.width - s.pad, y: box.y + box.rowsTop - 4 };
}
