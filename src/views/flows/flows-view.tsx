/**
 * The parts of /flows (issue #6), presentational only: the list of machines, the diagram pane
 * with its zoom, the live panel (current state, the events the live copy can take now, the calls
 * it waits for, reset), the notation and the spec legend. The route (routes/flows-page.tsx) owns
 * the live actor and hands these parts plain data and callbacks.
 */
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId, useState } from 'react';
import { fill, specSections } from '@/copy/copy';
import { flowsText } from '@/copy/flows-text';
import { coverageLook } from '@/flows/diagram-parts';
import type { DiagramLayout } from '@/flows/layout';
import type { CoveredBy } from '@/flows/test-coverage';
import { StatechartDiagram, specAnchor } from './statechart-diagram';

const panel = 'rounded-lg bg-white p-4 shadow-sm';
const buttonBase =
  'rounded border px-2.5 py-1.5 text-left text-sm leading-snug focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export function FlowsNav({
  flows,
  current,
}: {
  flows: ReadonlyArray<{ id: string; name: string; summary: string }>;
  current: string;
}) {
  return (
    <nav aria-label={flowsText.flowsMachines} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {flows.map((flow) => (
          <li key={flow.id}>
            <Link
              to="/flows"
              search={{ machine: flow.id }}
              aria-current={flow.id === current ? 'page' : undefined}
              title={flow.summary}
              className="block rounded-full border border-neutral-300 bg-white px-4 py-1.5 text-neutral-700 hover:border-brand-500 hover:text-brand-600 aria-[current=page]:border-brand-500 aria-[current=page]:bg-brand-500 aria-[current=page]:text-white"
            >
              {flow.name} <span className="text-xs opacity-75">· {flow.id}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type Zoom = 'fit' | number;
const ZOOM_STEPS = [0.5, 0.67, 0.8, 1, 1.25, 1.5, 2];

/** The diagram, scrollable, fitted to the pane's width or at a chosen zoom (a view-only choice). */
export function DiagramPane({
  layout,
  title,
  active,
  coverage,
  crossed,
}: {
  layout: DiagramLayout;
  title: string;
  active: ReadonlySet<string>;
  coverage?: Readonly<Record<string, CoveredBy>>;
  crossed?: ReadonlySet<string>;
}) {
  const [zoom, setZoom] = useState<Zoom>('fit');
  const step = (direction: 1 | -1) => {
    const current = zoom === 'fit' ? 1 : zoom;
    const next =
      direction > 0
        ? ZOOM_STEPS.find((z) => z > current + 0.001)
        : ZOOM_STEPS.findLast((z) => z < current - 0.001);
    if (next !== undefined) setZoom(next);
  };
  const tool =
    'rounded border border-neutral-300 bg-white px-2 py-0.5 text-xs text-neutral-700 hover:border-brand-500 hover:text-brand-600 aria-pressed:border-brand-500 aria-pressed:text-brand-600';
  return (
    <section aria-label={title} className={`${panel} min-w-0`}>
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-base font-semibold">{title}</h2>
        <button type="button" className={tool} onClick={() => step(-1)}>
          {flowsText.flowsZoomOut}
        </button>
        <button type="button" className={tool} onClick={() => step(1)}>
          {flowsText.flowsZoomIn}
        </button>
        <button type="button" className={tool} aria-pressed={zoom === 'fit'} onClick={() => setZoom('fit')}>
          {flowsText.flowsZoomFit}
        </button>
        <button type="button" className={tool} aria-pressed={zoom === 1} onClick={() => setZoom(1)}>
          {flowsText.flowsZoomActual}
        </button>
      </div>
      <div className="max-h-[78vh] overflow-auto rounded border border-neutral-200">
        <StatechartDiagram
          layout={layout}
          title={title}
          active={active}
          width={zoom === 'fit' ? undefined : Math.round(layout.width * zoom)}
          {...(coverage && { coverage })}
          {...(crossed && { crossed })}
        />
      </div>
      {coverage && <CoverageKey />}
    </section>
  );
}

/** What the arrows' lines say (the same key as under the files' diagrams). */
function CoverageKey() {
  const items: Array<[CoveredBy, string]> = [
    ['generated', flowsText.coverageGenerated],
    ['journey', flowsText.coverageJourney],
    ['none', flowsText.coverageNone],
  ];
  return (
    <ul
      aria-label={flowsText.coverageLegend}
      className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-xs text-neutral-600"
    >
      {items.map(([by, label]) => {
        const look = coverageLook(by);
        return (
          <li key={by} className="flex items-center gap-1.5">
            <svg width="28" height="6" aria-hidden="true">
              <line
                x1="0"
                x2="28"
                y1="3"
                y2="3"
                stroke={look.stroke}
                strokeWidth="1.6"
                strokeDasharray={look.dash}
              />
            </svg>
            {label}
          </li>
        );
      })}
    </ul>
  );
}

export function DiagramPlaceholder({ title, failed = false }: { title: string; failed?: boolean }) {
  return (
    <section aria-label={title} className={`${panel} min-w-0`}>
      <h2 className="mb-2 text-base font-semibold">{title}</h2>
      <div
        role="status"
        className={`flex h-64 items-center justify-center rounded bg-neutral-50 ${failed ? '' : 'animate-pulse'}`}
      >
        <p className="text-neutral-500">{failed ? flowsText.flowsDrawFailed : flowsText.flowsDrawing}</p>
      </div>
    </section>
  );
}

export interface CurrentState {
  id: string;
  title: string;
  key: string;
  /** 'ready.supplier.loading' */
  path: string;
}

/** The samples of one transition: e.g. user.chooseColour with each colour the buyer may pick. */
export interface EventGroup {
  key: string;
  /** the transition's Chinese description ('' when it has none) */
  description: string;
  type: string;
  samples: Array<{ key: string; note: string | undefined; send: () => void }>;
}

export interface CallGroup {
  id: string;
  outcomes: Array<{ label: string; settle: () => void }>;
}

export function LivePanel({
  name,
  current,
  events,
  ignored,
  calls,
  onReset,
}: {
  name: string;
  current: CurrentState[];
  events: EventGroup[];
  /** event types the copy does not respond to now */
  ignored: string[];
  calls: CallGroup[];
  onReset: () => void;
}) {
  const eventsId = useId();
  const callsId = useId();
  return (
    <section aria-label={flowsText.flowsLive} className={`${panel} space-y-4`}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold">
          {flowsText.flowsLive}：{name}
        </h2>
        <button
          type="button"
          onClick={onReset}
          className="rounded border border-neutral-300 px-3 py-1 text-sm text-neutral-700 hover:border-brand-500 hover:text-brand-600"
        >
          {flowsText.flowsReset}
        </button>
      </div>
      <div role="status" aria-live="polite" className="rounded bg-brand-50 px-3 py-2">
        <p className="text-xs text-neutral-500">{flowsText.flowsCurrent}</p>
        <ul>
          {current.map((state) => (
            <li key={state.id} className="font-medium text-brand-700">
              {state.title} <span className="text-xs font-normal text-neutral-500">· {state.path}</span>
            </li>
          ))}
        </ul>
      </div>
      {calls.length > 0 && (
        <section aria-labelledby={callsId}>
          <h3 id={callsId} className="mb-1.5 text-sm font-semibold text-neutral-600">
            {flowsText.flowsCalls}
          </h3>
          <div className="space-y-2">
            {calls.map((call) => (
              <fieldset key={call.id} className="rounded border border-dashed border-brand-500 p-2">
                <legend className="px-1 text-xs text-brand-700">
                  {fill(flowsText.flowsCallWaiting, { id: call.id })}
                </legend>
                <div className="flex flex-wrap gap-1.5">
                  {call.outcomes.map((outcome) => (
                    <button
                      key={outcome.label}
                      type="button"
                      onClick={outcome.settle}
                      className={`${buttonBase} border-brand-500 bg-brand-50 text-brand-700 hover:bg-brand-100`}
                    >
                      {outcome.label}
                    </button>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        </section>
      )}
      <section aria-labelledby={eventsId}>
        <h3 id={eventsId} className="mb-1.5 text-sm font-semibold text-neutral-600">
          {flowsText.flowsEvents}
        </h3>
        {events.length === 0 ? (
          <p className="text-neutral-500">{flowsText.flowsNoEvents}</p>
        ) : (
          <div className="flex flex-col gap-1.5">
            {events.map((group) => (
              <EventChoice key={group.key} group={group} />
            ))}
          </div>
        )}
        {ignored.length > 0 && (
          <p className="mt-2 text-xs text-neutral-400">
            {fill(flowsText.flowsIgnored, { events: ignored.join('、') })}
          </p>
        )}
      </section>
    </section>
  );
}

/** One transition: a button, or (several payloads) a labelled group of buttons, one per payload. */
function EventChoice({ group }: { group: EventGroup }) {
  const [only] = group.samples;
  const what = (
    <>
      {group.description && <span className="block">{group.description}</span>}
      <span className="block text-xs text-neutral-500">{group.type}</span>
    </>
  );
  if (only && group.samples.length === 1 && !only.note) {
    return (
      <button
        type="button"
        onClick={only.send}
        className={`${buttonBase} border-neutral-300 bg-white text-neutral-800 hover:border-brand-500 hover:bg-brand-50`}
      >
        {what}
      </button>
    );
  }
  return (
    <fieldset className="rounded border border-neutral-300 px-2.5 py-1.5">
      <legend className="sr-only">{`${group.description} · ${group.type}`}</legend>
      <div aria-hidden="true" className="text-sm leading-snug text-neutral-800">
        {what}
      </div>
      <div className="mt-1 flex flex-wrap gap-1">
        {group.samples.map((sample) => (
          <button
            key={sample.key}
            type="button"
            onClick={sample.send}
            className="rounded-full border border-neutral-300 bg-white px-2 py-0.5 text-xs text-brand-700 hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {sample.note ?? group.type}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** The machine's real view, framed, with a heading saying what it is. */
export function ViewPane({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border-2 border-dashed border-neutral-300 p-3">
      <h2 id={headingId} className="mb-3 text-base font-semibold text-neutral-600">
        {flowsText.flowsView}
      </h2>
      {children}
    </section>
  );
}

const notation = [
  flowsText.notationState,
  flowsText.notationCurrent,
  flowsText.notationRegion,
  flowsText.notationInitial,
  flowsText.notationAny,
  flowsText.notationArrow,
  flowsText.notationStay,
  flowsText.notationCoverage,
];

export function NotationAndSpec() {
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-2">
      <section className={panel}>
        <h2 className="mb-2 text-base font-semibold">{flowsText.flowsNotation}</h2>
        <ul className="list-disc space-y-1 pl-5 text-neutral-700">
          {notation.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-neutral-500">{flowsText.flowsFiles}</p>
      </section>
      <section className={panel}>
        <h2 className="mb-2 text-base font-semibold">{flowsText.flowsSpec}</h2>
        <p className="mb-2 text-xs text-neutral-500">{flowsText.flowsSpecHint}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {Object.entries(specSections).map(([section, { heading, zh }]) => (
            <div key={section} className="contents">
              <dt
                id={specAnchor(section)}
                className="scroll-mt-4 rounded px-1 font-medium text-blue-600 target:bg-brand-100"
              >
                {section}
              </dt>
              <dd>
                {heading} <span className="text-neutral-500">（{zh}）</span>
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
