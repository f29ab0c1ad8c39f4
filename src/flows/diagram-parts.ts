/**
 * The geometry both diagram renderers draw (render-svg.ts for the files, statechart-diagram.tsx
 * for /flows): where each text line of a box sits, the rounded path of an edge, the look of a
 * state by its kind. Kept in one place so the file and the page show the same picture.
 */
import { diagramStyle as s } from './diagram-style';
import type { BoxRow, EdgeLabel, Point, StateBox } from './layout';
import type { GraphNode } from './statechart-graph';
import type { CoveredBy } from './test-coverage';

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
  tone: 'ink' | 'muted' | 'faint' | 'journey' | 'uncovered';
}

/** The baseline of the title line. */
export const titleBaseline = (box: StateBox) => box.y + s.pad + 15;

/** The lines of a row, with their baselines; a transition's ↻ line is coloured by its coverage. */
export function rowLines(
  box: StateBox,
  row: BoxRow,
  coverage?: Readonly<Record<string, CoveredBy>>,
): TextLine[] {
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
    const by = row.edge ? coverage?.[row.edge.transition] : undefined;
    const tone = by === 'journey' ? 'journey' : by === 'none' ? 'uncovered' : 'muted';
    lines.push({ x, y: top + (row.lines.length + 1) * s.smallLine - 4, text, tone });
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

/**
 * How an arrow looks by what the model tests do with it (src/flows/test-coverage.ts): crossed by
 * a generated path, solid grey; by a hand-written journey only, dashed blue; by no test, dotted
 * red. A scenario chosen on /flows draws its own arrows over these in orange.
 */
export function coverageLook(by: CoveredBy | undefined): { stroke: string; dash: string | undefined } {
  if (by === 'journey') return { stroke: s.colours.journey, dash: '7 4' };
  if (by === 'none') return { stroke: s.colours.uncovered, dash: '2 3' };
  return { stroke: s.colours.edge, dash: undefined };
}

export const toneColour = (tone: TextLine['tone']) =>
  tone === 'ink'
    ? s.colours.ink
    : tone === 'muted'
      ? s.colours.muted
      : tone === 'journey'
        ? s.colours.journey
        : tone === 'uncovered'
          ? s.colours.uncovered
          : s.colours.faint;

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
