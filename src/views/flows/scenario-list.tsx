/**
 * The scenario catalogue of /flows (issue 21 item 6): every path the model tests walk on this
 * machine, told in Chinese (src/flows/scenario-text.ts), with the test that walks it and its last
 * result. Choosing one marks its states and arrows on the diagram; the buyer steps through it one
 * event at a time. Presentational: the route owns which scenario and step are chosen.
 */
import { fill } from '@/copy/copy';
import { flowsText } from '@/copy/flows-text';

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

export function ScenarioList({
  scenarios,
  chosen,
  onChoose,
  onStep,
  onClose,
}: {
  scenarios: ScenarioItem[];
  /** the scenario shown on the diagram, and its step (0 = where it starts) */
  chosen: { index: number; step: number; total: number } | null;
  onChoose: (index: number) => void;
  onStep: (delta: 1 | -1) => void;
  onClose: () => void;
}) {
  return (
    <section aria-label={flowsText.scenarios} className="rounded-lg bg-white p-4 shadow-sm">
      <h2 className="mb-1 text-base font-semibold">{flowsText.scenarios}</h2>
      <p className="mb-3 text-sm text-neutral-600">
        {scenarios.length === 0 ? flowsText.scenariosNone : flowsText.scenariosIntro}
      </p>
      <ol className="max-h-[28rem] space-y-2 overflow-auto pr-1">
        {scenarios.map((scenario, index) => {
          const current = chosen?.index === index;
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
                {current && chosen ? (
                  <>
                    <button
                      type="button"
                      className={tool}
                      disabled={chosen.step === 0}
                      onClick={() => onStep(-1)}
                    >
                      {flowsText.scenarioPrevious}
                    </button>
                    <span className="text-xs text-neutral-700" role="status">
                      {fill(flowsText.scenarioStep, { n: chosen.step, total: chosen.total })}
                    </span>
                    <button
                      type="button"
                      className={tool}
                      disabled={chosen.step === chosen.total}
                      onClick={() => onStep(1)}
                    >
                      {flowsText.scenarioNext}
                    </button>
                    <button type="button" className={tool} onClick={onClose}>
                      {flowsText.scenarioClose}
                    </button>
                  </>
                ) : (
                  <button type="button" className={tool} onClick={() => onChoose(index)}>
                    {flowsText.scenarioShow}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
