/**
 * A laid-out statechart drawn with React elements: the same picture as the SVG files of
 * `npm run flows` (both draw from src/flows/diagram-parts.ts), plus what the page adds: the
 * current state in brand orange (aria-current="step", so it can be found without looking), and
 * each spec section as a link to its entry in the page's legend.
 */
import { useId } from 'react';
import {
  boxLook,
  coverageLook,
  displayKey,
  edgePath,
  labelLines,
  rowLines,
  rowsRule,
  stateName,
  type TextLine,
  titleBaseline,
  toneColour,
} from '@/flows/diagram-parts';
import { diagramStyle as s } from '@/flows/diagram-style';
import type { DiagramLayout, EdgePath, MarkerBox, StateBox } from '@/flows/layout';
import type { CoveredBy } from '@/flows/test-coverage';

/** The anchor of a spec section in the page's legend: '#spec-§2'. */
export const specAnchor = (section: string) => `spec-${section}`;

function Line({ line, anchor = 'start' }: { line: TextLine; anchor?: 'start' | 'middle' }) {
  return (
    <text
      x={line.x}
      y={line.y}
      fill={toneColour(line.tone)}
      fontSize={s.smallSize}
      textAnchor={anchor === 'start' ? undefined : anchor}
    >
      {line.text}
    </text>
  );
}

type Coverage = Readonly<Record<string, CoveredBy>>;

function State({ box, active, coverage }: { box: StateBox; active: boolean; coverage?: Coverage }) {
  const look = boxLook(box, active);
  const baseline = titleBaseline(box);
  const rule = rowsRule(box);
  return (
    // An SVG has no <fieldset>: a labelled group is how a state is named to assistive technology.
    // biome-ignore lint/a11y/useSemanticElements: see above
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: <g> is not interactive
    <g role="group" aria-label={stateName(box.title, box.node)} aria-current={active ? 'step' : undefined}>
      <rect
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        rx={s.radius}
        fill={look.fill}
        stroke={look.stroke}
        strokeWidth={look.strokeWidth}
        strokeDasharray={look.dash}
      />
      {look.double && (
        <rect
          x={box.x + 3}
          y={box.y + 3}
          width={box.width - 6}
          height={box.height - 6}
          rx={s.radius - 2}
          fill="none"
          stroke={look.stroke}
        />
      )}
      <text x={box.x + s.pad} y={baseline} fill={s.colours.ink}>
        <tspan
          fontSize={s.titleSize}
          fontWeight={700}
          fill={active && box.node.parent !== null ? s.colours.brandDark : undefined}
        >
          {box.title}
        </tspan>
        <tspan dx={6} fontSize={s.keySize} fill={s.colours.muted}>
          · {displayKey(box.node)}
        </tspan>
      </text>
      {box.node.spec.length > 0 && (
        <text
          x={box.x + box.width - s.pad}
          y={baseline}
          textAnchor="end"
          fontSize={s.smallSize}
          fill={s.colours.spec}
        >
          {box.node.spec.map((section, i) => (
            <a key={section} href={`#${specAnchor(section)}`}>
              <tspan dx={i > 0 ? 4 : undefined} textDecoration="underline">
                {section}
              </tspan>
            </a>
          ))}
        </text>
      )}
      {rule && <line x1={rule.x1} x2={rule.x2} y1={rule.y} y2={rule.y} stroke="#e5e5e5" />}
      {box.rows.flatMap((row) =>
        rowLines(box, row, coverage).map((line) => <Line key={`${row.top}-${line.y}`} line={line} />),
      )}
    </g>
  );
}

function Marker({ marker }: { marker: MarkerBox }) {
  if (marker.kind === 'initial') {
    const r = marker.width / 2;
    return <circle cx={marker.x + r} cy={marker.y + r} r={r - 1} fill={s.colours.ink} />;
  }
  return (
    <g>
      <rect
        x={marker.x}
        y={marker.y}
        width={marker.width}
        height={marker.height}
        rx={marker.height / 2}
        fill={s.colours.box}
        stroke={s.colours.faint}
        strokeDasharray="3 3"
      />
      <Line
        line={{ x: marker.x + marker.width / 2, y: marker.y + 14, text: '任一状态', tone: 'muted' }}
        anchor="middle"
      />
    </g>
  );
}

function Label({ path }: { path: EdgePath }) {
  const { label } = path;
  if (!label) return null;
  return (
    <g>
      <rect
        x={label.x}
        y={label.y}
        width={label.width}
        height={label.height}
        rx={3}
        fill={s.colours.label}
        fillOpacity={0.92}
      />
      {labelLines(label).map((line) => (
        <Line key={line.y} line={line} anchor="middle" />
      ))}
    </g>
  );
}

export function StatechartDiagram({
  layout,
  title,
  active,
  width,
  coverage,
  crossed,
}: {
  layout: DiagramLayout;
  /** the diagram's accessible name */
  title: string;
  /** ids of the states the live copy is in */
  active: ReadonlySet<string>;
  /** the drawn width in px; the pane's width (never wider than 100 %) when omitted */
  width?: number;
  /** how the model tests cover each transition: arrows drawn by it (diagram-parts coverageLook) */
  coverage?: Coverage;
  /** the transitions a chosen scenario has crossed so far: drawn over the others in orange */
  crossed?: ReadonlySet<string>;
}) {
  // useId's characters (« ») are not safe inside url(#…): keep letters and digits.
  const id = `diagram-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const arrow = `${id}-arrow`;
  const titleId = `${id}-title`;
  const containers = layout.states.filter((box) => box.container);
  const leaves = layout.states.filter((box) => !box.container);
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG has no <fieldset>; its states are groups inside it
    <svg
      role="group"
      aria-labelledby={titleId}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width={width ?? '100%'}
      // Fitted, it follows the pane's width (never larger than drawn); 实际大小 and the zoom
      // steps are there to read a large chart's small text.
      style={width === undefined ? { maxWidth: layout.width } : undefined}
      fontFamily={s.font}
      className="block h-auto"
    >
      <title id={titleId}>{title}</title>
      <defs>
        <marker
          id={arrow}
          viewBox="0 0 10 10"
          refX={10}
          refY={5}
          markerWidth={7}
          markerHeight={7}
          orient="auto-start-reverse"
        >
          <path d="M0 0 L10 5 L0 10 z" fill={s.colours.edge} />
        </marker>
      </defs>
      <rect width={layout.width} height={layout.height} fill="#ffffff" />
      {containers.map((box) => (
        <State key={box.node.id} box={box} active={active.has(box.node.id)} coverage={coverage} />
      ))}
      {layout.edges.map((path) => {
        const look = coverageLook(path.edge && coverage ? coverage[path.edge.transition] : undefined);
        const walked = path.edge !== null && crossed?.has(path.edge.transition) === true;
        return (
          <path
            key={path.id}
            d={edgePath(path.points)}
            fill="none"
            stroke={walked ? s.colours.brand : look.stroke}
            strokeWidth={walked ? 3 : 1.3}
            strokeDasharray={walked ? undefined : look.dash}
            markerEnd={`url(#${arrow})`}
            data-transition={path.edge?.transition}
            data-crossed={walked ? 'true' : undefined}
          />
        );
      })}
      {leaves.map((box) => (
        <State key={box.node.id} box={box} active={active.has(box.node.id)} coverage={coverage} />
      ))}
      {layout.markers.map((marker) => (
        <Marker key={marker.id} marker={marker} />
      ))}
      {layout.edges.map((path) => (
        <Label key={path.id} path={path} />
      ))}
    </svg>
  );
}
