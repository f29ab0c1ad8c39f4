/**
 * A scenario in a product owner's words (issue #21 item 6), for a step a guard refused (item 1):
 * the model tests walk refusals too, and such a step crosses no transition, so its words come from
 * the transition the buyer tried, said as not taken, not from the machine's raw event name.
 */
import { describe, expect, it } from 'vitest';
import { fill } from '@/copy/copy';
import { flowsText } from '@/copy/flows-text';
import { scenarioText } from '@/flows/scenario-text';
import { statechartGraph } from '@/flows/statechart-graph';
import { platformChooserMachine } from '@/machines/platform-chooser.machine';

const graph = statechartGraph(platformChooserMachine);
const tried = graph.edges.find((edge) => edge.eventType === 'user.choosePlatform');

describe('a scenario with a refused step', () => {
  it('says which transition the buyer tried and that the page did not change, not the event’s name', () => {
    if (!tried) throw new Error('the chart has no user.choosePlatform');
    const text = scenarioText(graph, {
      name: '选一个对话框没有的平台',
      result: null,
      steps: [
        { event: 'xstate.init', transitions: [], states: ['platformChooser.closed.quiet'] },
        {
          event: 'user.openChooser',
          transitions: ['platformChooser.closed ▸ user.openChooser #0'],
          states: ['platformChooser.open'],
        },
        { event: 'user.choosePlatform', transitions: [], states: ['platformChooser.open'] },
      ],
    });
    expect(text).toContain(fill(flowsText.scenarioRefused, { what: tried.description }));
    expect(text).not.toContain('user.choosePlatform');
  });
});
