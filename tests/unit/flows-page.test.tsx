/**
 * /flows in jsdom, through the app's real route tree (the page is loaded lazily, as in the
 * browser): a product owner opens it, steps the detail page from loading to ready with the demo
 * call buttons, picks another machine, and steps it with an event button; each step moves the
 * orange state in the diagram and changes the machine's real view below it.
 */
import { readFileSync } from 'node:fs';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueText } from '@/copy/catalogue-text';
import { appText, fill } from '@/copy/copy';
import { flowsText } from '@/copy/flows-text';
import { laterText } from '@/copy/later-text';
import { demoGoods } from '@/flows/demo-data';
import { routeTree } from '@/routes/router';

const SLOW = { timeout: 15_000 };

async function openFlows(url = '/flows') {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }) });
  await act(() => router.load());
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1, name: flowsText.flows }, SLOW);
  return router;
}

/** The diagram of a machine, once ELK has laid it out. */
const diagram = (name: string) =>
  screen.findByRole('group', { name: fill(flowsText.flowsDiagram, { name }) }, SLOW);

/** The states drawn in orange (aria-current="step") in the diagram, sorted. */
function currentStates(svg: HTMLElement): string[] {
  return within(svg)
    .getAllByRole('group', { current: 'step' })
    .map((g) => g.getAttribute('aria-label') ?? '')
    .sort();
}

const livePanel = () => screen.getByRole('region', { name: flowsText.flowsLive });

// The first test loads the page's chunk and lays out ELK in jsdom: slower than a unit test, and
// on a machine busy with other lanes and engineers it took over 30 s once. A limit, not a measure.
describe('/flows', { timeout: 90_000 }, () => {
  it('steps the detail page from 加载中 to 已加载 with the demo call buttons, and shows the goods', async () => {
    const user = userEvent.setup();
    await openFlows();
    const svg = await diagram('商品详情页');
    expect(currentStates(svg)).toEqual(['加载中 · loading', '商品详情页 · detailPage'].sort());
    expect(within(livePanel()).getByRole('status')).toHaveTextContent('加载中');
    // the real view: the loading skeleton, no goods title yet
    expect(
      screen.queryByRole('heading', { level: 1, name: new RegExp(demoGoods.PName.slice(0, 6)) }),
    ).toBeNull();

    const waiting = within(livePanel()).getByRole('group', {
      name: fill(flowsText.flowsCallWaiting, { id: 'loadGoods' }),
    });
    await user.click(within(waiting).getByRole('button', { name: flowsText.demoSucceeded }));

    await screen.findByRole('heading', { level: 1, name: new RegExp(demoGoods.PName.slice(0, 6)) }, SLOW);
    expect(currentStates(svg)).toEqual(
      [
        '商品详情页 · detailPage',
        '已加载 · ready',
        '登录检查 · gate',
        '可操作 · open',
        '供应商名片 · supplier',
        '名片加载中 · loading',
        '推荐商品 · recommended',
        '推荐加载中 · loading',
        '查看资质 · qualificationFlow',
        '未开始 · notLoaded',
      ].sort(),
    );
    expect(within(livePanel()).getByRole('status')).toHaveTextContent('名片加载中');
    // now the two side calls wait, each with its own answers
    const supplierCall = within(livePanel()).getByRole('group', {
      name: fill(flowsText.flowsCallWaiting, { id: 'loadSupplier' }),
    });
    await user.click(within(supplierCall).getByRole('button', { name: flowsText.demoServerError }));
    expect(await screen.findByText(laterText.supplierUnavailable)).toBeInTheDocument();
    expect(currentStates(svg)).toContain('名片暂不可用 · unavailable');
  });

  it('reaches 商品不存在 with 接口失败 (404), and 重新开始 starts a fresh copy', async () => {
    const user = userEvent.setup();
    await openFlows();
    const svg = await diagram('商品详情页');
    await user.click(within(livePanel()).getByRole('button', { name: flowsText.demoNotFound }));
    expect(await screen.findByText(appText.goodsNotFound)).toBeInTheDocument();
    expect(currentStates(svg)).toContain('商品不存在 · notFound');

    await user.click(within(livePanel()).getByRole('button', { name: flowsText.flowsReset }));
    expect(currentStates(await diagram('商品详情页'))).toContain('加载中 · loading');
    expect(screen.queryByText(appText.goodsNotFound)).toBeNull();
  });

  it('switches to another machine and steps it with an event button (商品列表: failed → 重试 → loading)', async () => {
    const user = userEvent.setup();
    const router = await openFlows();
    await user.click(screen.getByRole('link', { name: /商品列表 · goodsList/ }));
    expect(router.state.location.search).toEqual({ machine: 'goodsList' });
    const svg = await diagram('商品列表');
    expect(currentStates(svg)).toContain('加载中 · loading');

    await user.click(within(livePanel()).getByRole('button', { name: flowsText.demoServerError }));
    expect(await screen.findByText(catalogueText.listLoadFailed)).toBeInTheDocument();
    expect(currentStates(svg)).toContain('加载失败 · failed');
    // only the events the machine can take now are offered
    const events = within(livePanel()).getByRole('region', { name: flowsText.flowsEvents });
    expect(within(events).getAllByRole('button')).toHaveLength(1);

    await user.click(within(events).getByRole('button', { name: /重试\s*user\.retry/ }));
    expect(currentStates(svg)).toContain('加载中 · loading');
    expect(screen.queryByText(catalogueText.listLoadFailed)).toBeNull();
  });

  it('offers an event with payloads as one choice per payload (selection: a colour, a size)', async () => {
    const user = userEvent.setup();
    await openFlows('/flows?machine=selection');
    await diagram('颜色与数量选择');
    const colours = within(livePanel()).getByRole('group', { name: /user\.chooseColour/ });
    // the first colour is chosen, so choosing it again is not offered
    const offered = within(colours)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(offered).toEqual(['浅棕色', '灰色', '白色', '粉色']);
    await user.click(within(colours).getByRole('button', { name: '灰色' }));
    // the real colour picker follows
    expect(screen.getByRole('button', { name: '灰色', pressed: true })).toBeInTheDocument();
  });

  it('links each state to its spec section in the legend', async () => {
    await openFlows();
    const svg = await diagram('商品详情页');
    const links = within(svg).getAllByRole('link', { name: '§2' });
    expect(links[0]).toHaveAttribute('href', '#spec-§2');
    expect(document.getElementById('spec-§2')).toHaveTextContent('§2');
    expect(screen.getByText(/Screens and routes/)).toBeInTheDocument();
  });

  it('draws each state where docs/flows/detailPage.svg has it: the page lays the chart out with the committed hints', async () => {
    await openFlows();
    const svg = await diagram('商品详情页');
    const file = new DOMParser().parseFromString(
      readFileSync('docs/flows/detailPage.svg', 'utf8'),
      'image/svg+xml',
    );
    const box = (group: Element) => {
      const rect = group.querySelector(':scope > rect');
      return ['x', 'y', 'width', 'height'].map((name) => Number(rect?.getAttribute(name)));
    };
    const drawn = file.querySelectorAll('g[data-state]');
    expect(drawn.length).toBeGreaterThan(20);
    for (const group of drawn) {
      const name = group.getAttribute('aria-label') ?? '';
      expect(box(within(svg).getByRole('group', { name })), name).toEqual(box(group));
    }
  });
});
