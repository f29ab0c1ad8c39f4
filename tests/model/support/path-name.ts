import type { EventObject } from 'xstate';

/** A readable test name for a generated path: its events, then the state it ends in. */
export function pathName(path: {
  steps: ReadonlyArray<{ event: EventObject }>;
  state: { value: unknown };
}): string {
  const events = path.steps
    .map((step) => step.event.type)
    .filter((type) => type !== 'xstate.init')
    .map((type) => type.replace(/^xstate\.(done|error)\.actor\./, '$1:'));
  return `${events.join(' → ') || '(start)'} ⇒ ${JSON.stringify(path.state.value)}`;
}
