/**
 * A laid-out statechart as a standalone SVG document (the files `npm run flows` writes to
 * docs/flows). Pure and deterministic: the same layout gives the same bytes, so a test can tell
 * whether the committed files still match the machines. The page draws the same picture with
 * React elements (src/views/flows/statechart-diagram.tsx); spec sections are plain text here.
 */

import { flowsText } from '@/copy/flows-text';
import {
  boxLook,
  coverageLook,
  displayKey,
  edgePath,
  labelLines,
  rowLines,
  rowsRule,
  type TextLine,
  titleBaseline,
  toneColour,
} from './diagram-parts';
import { diagramStyle as s, textWidth } from './diagram-style';
import type { Mark } from './graph-diff';
import type { DiagramLayout, EdgePath, MarkerBox, StateBox } from './layout';
import type { CoveredBy } from './test-coverage';

/** Room under the chart for the coverage key. */
const LEGEND_HEIGHT = 28;

export interface SvgOptions {
  /** the document's <title> */
  title: string;
  /** ids of the states to draw as current (none in the files) */
  active?: ReadonlySet<string>;
  /** how the model tests cover each transition (src/flows/test-coverage.ts); arrows drawn by it */
  coverage?: Readonly<Record<string, CoveredBy>>;
  /** what changed since another version (src/flows/graph-diff.ts): drawn over everything else */
  marks?: { states: Readonly<Record<string, Mark>>; transitions: Readonly<Record<string, Mark>> };
}

/** The colours of a diff: added green, removed red (dashed), changed orange. */
const markColour = { added: '#16a34a', removed: '#dc2626', changed: '#ea580c' } as const;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const attrs = (values: Record<string, string | number | undefined>) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');

function text(line: TextLine, anchor: 'start' | 'middle' = 'start', mark?: Mark): string {
  const a = attrs({
    x: line.x,
    y: line.y,
    fill: mark ? markColour[mark] : toneColour(line.tone),
    'font-weight': mark ? 700 : undefined,
    'text-decoration': mark === 'removed' ? 'line-through' : undefined,
    'font-size': s.smallSize,
    'text-anchor': anchor === 'start' ? undefined : anchor,
  });
  return `<text${a}>${escapeXml(line.text)}</text>`;
}

function stateSvg(
  box: StateBox,
  active: boolean,
  coverage?: Readonly<Record<string, CoveredBy>>,
  mark?: Mark,
  /** the diff's marks of transitions, for the ↻ rows (transitions that stay in the state) */
  rowMarks?: Readonly<Record<string, Mark>>,
): string {
  const plain = boxLook(box, active);
  const look = mark
    ? { ...plain, stroke: markColour[mark], strokeWidth: 2.5, dash: mark === 'removed' ? '6 4' : plain.dash }
    : plain;
  const parts: string[] = [];
  parts.push(
    `<rect${attrs({
      x: box.x,
      y: box.y,
      width: box.width,
      height: box.height,
      rx: s.radius,
      fill: look.fill,
      stroke: look.stroke,
      'stroke-width': look.strokeWidth,
      'stroke-dasharray': look.dash,
    })}/>`,
  );
  if (look.double) {
    parts.push(
      `<rect${attrs({ x: box.x + 3, y: box.y + 3, width: box.width - 6, height: box.height - 6, rx: s.radius - 2, fill: 'none', stroke: look.stroke })}/>`,
    );
  }
  const baseline = titleBaseline(box);
  parts.push(
    `<text${attrs({ x: box.x + s.pad, y: baseline, fill: s.colours.ink })}><tspan${attrs({ 'font-size': s.titleSize, 'font-weight': 700 })}>${escapeXml(box.title)}</tspan><tspan${attrs({ dx: 6, 'font-size': s.keySize, fill: s.colours.muted })}>· ${escapeXml(displayKey(box.node))}</tspan></text>`,
  );
  if (box.node.spec.length > 0) {
    parts.push(
      `<text${attrs({ x: box.x + box.width - s.pad, y: baseline, 'text-anchor': 'end', 'font-size': s.smallSize, fill: s.colours.spec })}>${escapeXml(box.node.spec.join(' '))}</text>`,
    );
  }
  const rule = rowsRule(box);
  if (rule) {
    parts.push(`<line${attrs({ x1: rule.x1, x2: rule.x2, y1: rule.y, y2: rule.y, stroke: '#e5e5e5' })}/>`);
  }
  for (const row of box.rows) {
    const rowMark = row.edge ? rowMarks?.[row.edge.transition] : undefined;
    for (const line of rowLines(box, row, coverage)) parts.push(text(line, 'start', rowMark));
  }
  const name = `${box.title} · ${box.node.key}`;
  return `<g${attrs({ 'data-state': box.node.id, 'aria-label': name })}>${parts.join('')}</g>`;
}

function markerSvg(marker: MarkerBox): string {
  if (marker.kind === 'initial') {
    const r = marker.width / 2;
    return `<circle${attrs({ cx: marker.x + r, cy: marker.y + r, r: r - 1, fill: s.colours.ink })}/>`;
  }
  return `<g><rect${attrs({ x: marker.x, y: marker.y, width: marker.width, height: marker.height, rx: marker.height / 2, fill: s.colours.box, stroke: s.colours.faint, 'stroke-dasharray': '3 3' })}/>${text({ x: marker.x + marker.width / 2, y: marker.y + 14, text: '任一状态', tone: 'muted' }, 'middle')}</g>`;
}

function edgeSvg(path: EdgePath, coverage?: Readonly<Record<string, CoveredBy>>, mark?: Mark): string {
  const covered = coverageLook(path.edge && coverage ? coverage[path.edge.transition] : undefined);
  const look = mark
    ? { stroke: markColour[mark], dash: mark === 'removed' ? '6 4' : undefined, width: 2.5 }
    : { ...covered, width: 1.3 };
  return `<path${attrs({ d: edgePath(path.points), fill: 'none', stroke: look.stroke, 'stroke-width': look.width, 'stroke-dasharray': look.dash, 'marker-end': 'url(#arrow)', 'data-transition': path.edge?.transition, 'data-change': mark })}/>`;
}

/** The key to the arrows' coverage, under the chart. */
function coverageLegend(y: number): string {
  const items: Array<[CoveredBy, string]> = [
    ['generated', flowsText.coverageGenerated],
    ['journey', flowsText.coverageJourney],
    ['none', flowsText.coverageNone],
  ];
  let x = 12;
  const parts = items.map(([by, label]) => {
    const look = coverageLook(by);
    const part = `<line${attrs({ x1: x, x2: x + 28, y1: y, y2: y, stroke: look.stroke, 'stroke-width': 1.6, 'stroke-dasharray': look.dash })}/>${text({ x: x + 34, y: y + 4, text: label, tone: by === 'journey' ? 'journey' : by === 'none' ? 'uncovered' : 'muted' })}`;
    x += 34 + Math.ceil(textWidth(label, s.smallSize)) + 24;
    return part;
  });
  return `<g${attrs({ 'aria-label': flowsText.coverageLegend })}>${parts.join('')}</g>`;
}

function labelSvg(path: EdgePath): string {
  const { label } = path;
  if (!label) return '';
  const box = `<rect${attrs({ x: label.x, y: label.y, width: label.width, height: label.height, rx: 3, fill: s.colours.label, 'fill-opacity': 0.92 })}/>`;
  return `<g>${box}${labelLines(label)
    .map((line) => text(line, 'middle'))
    .join('')}</g>`;
}

/** The SVG document of a laid-out statechart. */
export function renderSvg(layout: DiagramLayout, options: SvgOptions): string {
  const active = options.active ?? new Set<string>();
  const containers = layout.states.filter((box) => box.container);
  const leaves = layout.states.filter((box) => !box.container);
  const { coverage, marks } = options;
  const stateMark = (box: StateBox) => marks?.states[box.node.id];
  const edgeMark = (path: EdgePath) => (path.edge ? marks?.transitions[path.edge.transition] : undefined);
  const legendHeight = coverage ? LEGEND_HEIGHT : 0;
  const width = layout.width;
  const height = layout.height + legendHeight;
  const body = [
    `<rect${attrs({ width, height, fill: '#ffffff' })}/>`,
    ...containers.map((box) =>
      stateSvg(box, active.has(box.node.id), coverage, stateMark(box), marks?.transitions),
    ),
    ...layout.edges.map((path) => edgeSvg(path, coverage, edgeMark(path))),
    ...leaves.map((box) =>
      stateSvg(box, active.has(box.node.id), coverage, stateMark(box), marks?.transitions),
    ),
    ...layout.markers.map(markerSvg),
    ...layout.edges.map(labelSvg),
    ...(coverage ? [coverageLegend(layout.height + legendHeight / 2)] : []),
  ].filter((part) => part !== '');
  const defs = `<defs><marker${attrs({ id: 'arrow', viewBox: '0 0 10 10', refX: 10, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' })}><path${attrs({ d: 'M0 0 L10 5 L0 10 z', fill: s.colours.edge })}/></marker></defs>`;
  const svgAttrs = attrs({
    xmlns: 'http://www.w3.org/2000/svg',
    width,
    height,
    viewBox: `0 0 ${width} ${height}`,
    'font-family': s.font,
    role: 'img',
  });
  return `<svg${svgAttrs}>\n<title>${escapeXml(options.title)}</title>\n${defs}\n${body.join('\n')}\n</svg>\n`;
}
