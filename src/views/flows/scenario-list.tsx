/**
 * The scenario catalogue of /flows (issue 21 item 6): every path the model tests walk on this
 * machine, told in Chinese (src/flows/scenario-text.ts), with the test that walks it and its last
 * result. Choosing one starts a fresh live copy at the scenario's start; 下一步 makes the copy take
 * the scenario's next event, and the diagram draws the arrows crossed so far. Presentational: the
 * scenario player (machines/scenario-player.machine.ts) says where it is and takes the buttons.
 */
import { fill } from '@/copy/copy';
import { flowsText } from '@/copy/flows-text';
import type { ScenarioPlayerEvent } from '@/machines/scenario-player.machine';
import type { ScenarioPlayerView } from '@/machines/scenario-player.view';

export interface ScenarioItem {
  key: string;
  text: string;
  /** the test's name */
  name: string;
  why?: string;
  result: 'passed' | 'failed' | null;
}

const resultText = (result: ScenarioItem['result']) =>
  result === 'passed'
    ? flowsText.scenarioPassed
    : result === 'failed'
      ? flowsText.scenarioFailed
      : flowsText.scenarioUnknown;

const resultTone = (result: ScenarioItem['result']) =>
  result === 'passed'
    ? 'bg-green-50 text-green-800'
    : result === 'failed'
      ? 'bg-red-50 text-red-800'
      : 'bg-neutral-100 text-neutral-600';

const tool =
  'rounded border border-neutral-300 bg-white px-2 py-0.5 text-xs text-neutral-700 hover:border-brand-500 hover:text-brand-600 disabled:opacity-40';

function progressText(playing: ScenarioPlayerView): string {
  if (playing.stepping)
    return fill(flowsText.scenarioStepping, { n: playing.step + 1, total: playing.total });
  const at = fill(flowsText.scenarioStep, { n: playing.step, total: playing.total });
  return playing.ended ? `${at}${flowsText.scenarioEnded}` : at;
}

export function ScenarioList({
  scenarios,
  playing,
  refusal,
  onChoose,
  send,
}: {
  scenarios: ScenarioItem[];
  /** the scenario the live copy follows, and where it is */
  playing: ScenarioPlayerView;
  /** why the copy could not take the next step, in words */
  refusal: string | null;
  onChoose: (index: number) => void;
  send: (event: ScenarioPlayerEvent) => void;
}) {
  return (
    <section aria-label={flowsText.scenarios} className="rounded-lg bg-white p-4 shadow-sm">
      <h2 className="mb-1 text-base font-semibold">{flowsText.scenarios}</h2>
      <p className="mb-3 text-sm text-neutral-600">
        {scenarios.length === 0 ? flowsText.scenariosNone : flowsText.scenariosIntro}
      </p>
      <ol className="max-h-[28rem] space-y-2 overflow-auto pr-1">
        {scenarios.map((scenario, index) => {
          const current = playing.scenario === index;
          return (
            <li
              key={scenario.key}
              aria-current={current ? 'step' : undefined}
              className="rounded border border-neutral-200 p-2 text-sm aria-[current=step]:border-brand-500 aria-[current=step]:bg-brand-50"
            >
              <p className="text-neutral-800">{scenario.text}</p>
              {scenario.why && (
                <p className="mt-1 text-xs text-blue-700">
                  {fill(flowsText.scenarioJourney, { why: scenario.why })}
                </p>
              )}
              <p className="mt-1 break-all text-xs text-neutral-500">
                {fill(flowsText.scenarioTest, { name: scenario.name })}
              </p>
              <div className="mt-1 flex flex-wrap items-center gap-2">
                <span className={`rounded px-1.5 py-0.5 text-xs ${resultTone(scenario.result)}`}>
                  {resultText(scenario.result)}
                </span>
                {current ? (
                  <>
                    <button
                      type="button"
                      className={tool}
                      disabled={!playing.canBack}
                      onClick={() => send({ type: 'scenario.back' })}
                    >
                      {flowsText.scenarioPrevious}
                    </button>
                    <span className="text-xs text-neutral-700" role="status">
                      {progressText(playing)}
                    </span>
                    <button
                      type="button"
                      className={tool}
                      disabled={!playing.canNext}
                      onClick={() => send({ type: 'scenario.next' })}
                    >
                      {flowsText.scenarioNext}
                    </button>
                    <button type="button" className={tool} onClick={() => send({ type: 'scenario.replay' })}>
                      {flowsText.scenarioReplay}
                    </button>
                    <button type="button" className={tool} onClick={() => send({ type: 'scenario.close' })}>
                      {flowsText.scenarioClose}
                    </button>
                  </>
                ) : (
                  <button type="button" className={tool} onClick={() => onChoose(index)}>
                    {flowsText.scenarioShow}
                  </button>
                )}
              </div>
              {current && refusal && (
                <p role="alert" className="mt-1 rounded bg-amber-50 px-2 py-1 text-xs text-amber-900">
                  {refusal}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
