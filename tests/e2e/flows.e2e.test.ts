/**
 * /flows in Chromium against the real server: every registered machine's diagram renders with
 * all its states' Chinese titles and its transitions' descriptions, and a product owner steps the detail page from 加载中 to
 * 已加载 with the demo call button, sees the state turn orange and the goods title in the view.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fill, labels } from '@/copy/copy';
import { flowsText } from '@/copy/flows-text';
import { laterText } from '@/copy/later-text';
import { demoGoods } from '@/flows/demo-data';
import { flows } from '@/flows/registry';
import { statechartGraph } from '@/flows/statechart-graph';
import { testCoverage } from '@/flows/test-coverage';
import { e2eForThisFile } from './browser';

const e2e = e2eForThisFile();

const diagram = (page: Page, name: string) =>
  page.getByRole('group', { name: fill(flowsText.flowsDiagram, { name }), exact: true });

/** The labels of the states drawn in orange. */
const currentStates = (page: Page, name: string) =>
  diagram(page, name)
    .locator('[aria-current="step"]')
    .evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-label') ?? '').sort());

describe('/flows in Chromium', () => {
  it('draws every registered machine with all its states, in Chinese', async () => {
    const page = await e2e.openPage('/flows');
    await page.getByRole('heading', { level: 1, name: flowsText.flows }).waitFor();
    for (const flow of flows) {
      await page
        .getByRole('navigation', { name: flowsText.flowsMachines })
        // exact: 订单 is also in 我的订单's name
        .getByRole('link', { name: `${flow.name} · ${flow.machine.id}`, exact: true })
        .click();
      const svg = diagram(page, flow.name);
      await svg.waitFor();
      const drawn = await svg
        .locator('g[aria-label]')
        .evaluateAll((groups) => groups.map((g) => g.textContent ?? ''));
      const graph = statechartGraph(flow.machine);
      for (const node of graph.nodes.filter((n) => n.parent !== null)) {
        expect(
          drawn.some((text) => text.includes(node.title) && text.includes(node.key)),
          `${flow.id}: ${node.id}`,
        ).toBe(true);
      }
      // The transitions' Chinese descriptions too: the build ships them with /flows only
      // (vite/machine-docs-plugin.ts), and this is where they must still be.
      // A label is broken into lines at its spaces, so white space is not compared.
      const bare = (text: string) => text.replace(/\s+/g, '');
      const svgText = bare((await svg.textContent()) ?? '');
      for (const edge of graph.edges.filter((e) => e.description !== ''))
        expect(svgText, `${flow.id}: ${edge.transition}`).toContain(bare(edge.description));
      // the SVG really has room: laid out, not collapsed
      const box = await svg.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(200);
    }
    await page.close();
  });

  it('steps detailPage from 加载中 to 已加载 with 模拟：接口成功, and the view shows the goods', async () => {
    const page = await e2e.openPage('/flows?machine=detailPage');
    await diagram(page, '商品详情页').waitFor();
    await expect(currentStates(page, '商品详情页')).resolves.toEqual([
      '加载中 · loading',
      '商品详情页 · detailPage',
    ]);

    const live = page.getByRole('region', { name: flowsText.flowsLive });
    await live
      .getByRole('group', { name: fill(flowsText.flowsCallWaiting, { id: 'loadGoods' }) })
      .getByRole('button', { name: flowsText.demoSucceeded })
      .click();

    const title = page.getByRole('heading', { level: 1, name: new RegExp(demoGoods.PName.slice(0, 8)) });
    await title.waitFor();
    await expect(currentStates(page, '商品详情页')).resolves.toContain('已加载 · ready');
    await expect(live.getByRole('status').innerText()).resolves.toContain('名片加载中');
    // the orange box is drawn in the brand colour
    const stroke = await diagram(page, '商品详情页')
      .locator('[aria-label="已加载 · ready"] > rect')
      .first()
      .getAttribute('stroke');
    expect(stroke).toBe('#ff6a00');
    await page.close();
  });

  it('lists the scenarios the model tests walk, and follows one on the diagram step by step', async () => {
    const flow = flows.find((f) => f.id === 'qualification');
    const scenarios = testCoverage.qualification?.scenarios ?? [];
    expect(flow && scenarios.length).toBeGreaterThan(0);
    const page = await e2e.openPage('/flows?machine=qualification');
    const name = flow?.name ?? '';
    await diagram(page, name).waitFor();
    // the key to the arrows' lines
    const key = page.getByRole('list', { name: flowsText.coverageLegend });
    await expect(key.innerText()).resolves.toContain(flowsText.coverageNone);
    const list = page.getByRole('region', { name: flowsText.scenarios });
    const items = list.getByRole('listitem');
    await expect(items.count()).resolves.toBe(scenarios.length);
    // the longest scenario, in Chinese, with the name of its test and its last result
    const longest = scenarios.reduce((a, b) => (b.steps.length > a.steps.length ? b : a));
    const item = items.filter({ hasText: fill(flowsText.scenarioTest, { name: longest.name }) });
    await expect(item.innerText()).resolves.toMatch(/^假如.+，当.+，那么页面.+。/);
    await item.getByRole('button', { name: flowsText.scenarioShow }).click();
    const total = longest.steps.length - 1;
    await expect(item.getByRole('status').innerText()).resolves.toBe(
      fill(flowsText.scenarioStep, { n: 0, total }),
    );
    const crossed = diagram(page, name).locator('path[data-crossed="true"]');
    await expect(crossed.count()).resolves.toBe(0);
    await item.getByRole('button', { name: flowsText.scenarioNext }).click();
    await expect(item.getByRole('status').innerText()).resolves.toBe(
      fill(flowsText.scenarioStep, { n: 1, total }),
    );
    // the first step's arrow is drawn in orange, and the state it leads to is the current one
    const first = longest.steps[1]?.transitions[0] ?? '';
    await expect(
      diagram(page, name).locator(`path[data-transition="${first}"]`).getAttribute('data-crossed'),
    ).resolves.toBe('true');
    const here = longest.steps[1]?.states.map((id) => id.split('.').at(-1)) ?? [];
    const current = await currentStates(page, name);
    for (const key of here) expect(current.some((label) => label.endsWith(`· ${key}`))).toBe(true);
    await item.getByRole('button', { name: flowsText.scenarioClose }).click();
    await expect(crossed.count()).resolves.toBe(0);
    await page.close();
  });

  it('steps the live copy through a scenario: 下一步 makes it take the scenario’s events, and its view follows', async () => {
    const scenarios = testCoverage.favourite?.scenarios ?? [];
    // a scenario whose save is answered with 收藏成功 (the demo's first answer)
    const index = scenarios.findIndex((s) => s.steps[2]?.event === 'xstate.done.actor.saveFavourite');
    const scenario = scenarios[index];
    expect(scenario).toBeDefined();
    const page = await e2e.openPage('/flows?machine=favourite');
    await diagram(page, '收藏商品').waitFor();
    const live = page.getByRole('region', { name: flowsText.flowsLive }).getByRole('status');
    const view = page.getByRole('region', { name: flowsText.flowsView });
    const item = page
      .getByRole('region', { name: flowsText.scenarios })
      .getByRole('listitem')
      .filter({ hasText: fill(flowsText.scenarioTest, { name: scenario?.name ?? '' }) });
    await item.getByRole('button', { name: flowsText.scenarioShow }).click();
    const total = (scenario?.steps.length ?? 1) - 1;
    const progress = item.getByRole('status');
    await expect(progress.innerText()).resolves.toBe(fill(flowsText.scenarioStep, { n: 0, total }));
    await expect(live.innerText()).resolves.toContain('无提示');

    // step 1: the copy is sent 收藏商品 and is saving, its button says so
    await item.getByRole('button', { name: flowsText.scenarioNext }).click();
    await view.getByRole('button', { name: laterText.favouriting }).waitFor();
    await expect(progress.innerText()).resolves.toBe(fill(flowsText.scenarioStep, { n: 1, total }));
    await expect(live.innerText()).resolves.toContain('正在收藏');
    // step 2: the waiting save is answered, the copy shows the server's msg
    await item.getByRole('button', { name: flowsText.scenarioNext }).click();
    await view.getByText('收藏成功').waitFor();
    await expect(live.innerText()).resolves.toContain('已收藏');
    // 重放: a fresh copy back at the start
    await item.getByRole('button', { name: flowsText.scenarioReplay }).click();
    await view.getByRole('button', { name: labels.favourite }).waitFor();
    await expect(progress.innerText()).resolves.toBe(fill(flowsText.scenarioStep, { n: 0, total }));
    await page.close();
  });

  it('fits the widest chart (purchase) to the pane at 适合宽度', async () => {
    const page = await e2e.openPage('/flows?machine=purchase');
    const svg = diagram(page, '购买');
    await svg.waitFor();
    const [drawn, pane] = await svg.evaluate((element) => [
      element.getBoundingClientRect().width,
      (element.parentElement as HTMLElement).clientWidth,
    ]);
    expect(drawn).toBeLessThanOrEqual(pane);
    await page.close();
  });
});
