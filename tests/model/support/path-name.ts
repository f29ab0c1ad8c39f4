import type { EventObject } from 'xstate';

/** The event's own data, when it is plain (a colour index, a typed text, a server's 'paid'). */
function payload(event: EventObject): string {
  const fields = Object.entries(event).filter(
    ([key, value]) => key !== 'type' && ['string', 'number', 'boolean'].includes(typeof value),
  );
  return fields.length === 0 ? '' : `(${fields.map(([key, value]) => `${key}=${String(value)}`).join(',')})`;
}

/**
 * A readable test name for a generated path: its events (with their plain data, so two cases of
 * one event are two names), then the state it ends in.
 */
export function pathName(path: {
  steps: ReadonlyArray<{ event: EventObject }>;
  state: { value: unknown };
}): string {
  const events = path.steps
    .filter((step) => step.event.type !== 'xstate.init')
    .map(
      (step) => `${step.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:')}${payload(step.event)}`,
    );
  return `${events.join(' → ') || '(start)'} ⇒ ${JSON.stringify(path.state.value)}`;
}
