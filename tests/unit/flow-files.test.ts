// @vitest-environment node
/**
 * docs/flows holds, for every machine of the /flows registry, the diagram `npm run flows` draws
 * now: a machine changed without regenerating them fails here (and so in CI). Also checks the
 * registry itself: demo data that passes the API contract, demo answers for the calls a machine
 * really invokes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { Goods, GoodsCard, GoodsPage } from '@/domain/goods';
import { Supplier } from '@/domain/supplier';
import { demoGoods, demoRecommended, demoShopPage, demoSupplier } from '@/flows/demo-data';
import { FLOWS_DIR, FLOWS_FILE, flowFiles } from '@/flows/flow-files';
import { flows } from '@/flows/registry';
import { statechartGraph } from '@/flows/statechart-graph';

describe('docs/flows', () => {
  it('holds exactly the files npm run flows writes now, byte for byte (run `npm run flows` after changing a machine)', async () => {
    // Each chart laid out once with its committed hints, as /flows does: the hints it gives back
    // must be the committed ones (npm run flows settles them so), and the drawing the committed SVG.
    const expected = await flowFiles();
    const committed = readdirSync(FLOWS_DIR)
      .filter((name) => FLOWS_FILE.test(name))
      .sort();
    expect(committed).toEqual(expected.map((file) => file.name).sort());
    for (const file of expected) {
      expect(
        readFileSync(join(FLOWS_DIR, file.name), 'utf8'),
        `${file.name} is stale: run npm run flows`,
      ).toBe(file.content);
    }
    // Issue 21 item 9: the layout crosses arrows at most half as often as the 31 times it did.
    const crossings = expected.reduce((sum, file) => sum + (file.crossings ?? 0), 0);
    expect(crossings).toBeLessThanOrEqual(15);
    // Laying out every machine with ELK takes seconds, more beside other test files.
  }, 60_000);

  it('has an SVG and a Mermaid file per registered machine, linked from the README', () => {
    const readme = readFileSync('README.md', 'utf8');
    for (const flow of flows) {
      expect(readme).toContain(`docs/flows/${flow.id}.svg`);
      expect(readme).toContain(`docs/flows/${flow.id}.mmd`);
    }
  });
});

describe('the /flows registry', () => {
  it('uses demo data that passes the API contract (src/services/schemas.ts)', () => {
    expect(v.safeParse(Goods, demoGoods).issues).toBeUndefined();
    expect(v.safeParse(Supplier, demoSupplier).issues).toBeUndefined();
    expect(v.safeParse(v.array(GoodsCard), demoRecommended).issues).toBeUndefined();
    expect(v.safeParse(GoodsPage, demoShopPage).issues).toBeUndefined();
  });

  it('has one entry per machine id, each with a Chinese name and summary', () => {
    expect(new Set(flows.map((flow) => flow.id)).size).toBe(flows.length);
    for (const flow of flows) {
      expect(flow.id).toBe(flow.machine.id);
      expect(flow.name).toMatch(/\p{Script=Han}/u);
      expect(flow.summary).toMatch(/\p{Script=Han}/u);
    }
  });

  it('offers demo answers for every call a machine invokes, and for no other', () => {
    for (const flow of flows) {
      // a call whose answer the chart reads (a listener such as cartPage's removeOnLeave answers nothing)
      const calls = statechartGraph(flow.machine)
        .nodes.flatMap((node) =>
          node.invokes.filter((invoke) => invoke.kind === 'call').map((invoke) => invoke.id),
        )
        .filter((id) => readsAnswerOf(flow.machine, id));
      // An actor invoked from two states (qualification's checkPayment) has one set of answers.
      expect(Object.keys(flow.outcomes ?? {}).sort(), flow.id).toEqual([...new Set(calls)].sort());
      for (const [call, outcomes] of Object.entries(flow.outcomes ?? {})) {
        expect(outcomes.some((outcome) => outcome.ok)).toBe(true);
        // a failure to show wherever the chart says what a failure does (an onError)
        if (handlesFailureOf(flow.machine, call))
          expect(
            outcomes.some((outcome) => !outcome.ok),
            call,
          ).toBe(true);
      }
    }
  });
});

/** Whether some state that invokes `id` has a transition for its answer of `kind`. */
function invokerHandles(machine: AnyStateMachine, id: string, kinds: string[]): boolean {
  const visit = (node: AnyStateNode): boolean =>
    (node.invoke.some((invoke) => invoke.id === id) &&
      kinds.some((kind) => `xstate.${kind}.actor.${id}` in node.on)) ||
    Object.values(node.states).some(visit);
  return visit(machine.root);
}
const readsAnswerOf = (machine: AnyStateMachine, id: string) =>
  invokerHandles(machine, id, ['done', 'error']);
const handlesFailureOf = (machine: AnyStateMachine, id: string) => invokerHandles(machine, id, ['error']);
