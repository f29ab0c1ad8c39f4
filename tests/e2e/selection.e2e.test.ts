/**
 * The selection in Chromium on goods 1001 (real server, seeded catalogue): quantities typed in one
 * colour and 整色填充 in another give 共N件 and 合计￥ as computed here from the API's own answer
 * (POST /api/62442353b9c1b {id: 1001, uid: 0}), 已选清单 lists both colours' lines, and on a
 * phone's width the summary and the opened popover stay inside the screen; the selection comes
 * back after leaving the page and pressing Back, and after a reload (issue 19 item 3).
 */
import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { appText, fill, labels } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import type { Goods, SizeItem, SpecGroup } from '@/domain/goods';
import { orderColours } from '@/rules/colour-order';
import { GoodsDetailResponse } from '@/services/schemas';
import { grouped, groupedYuan } from '../support/grouped';
import { e2eForThisFile } from './browser';
import { hydrated } from './pages';

const e2e = e2eForThisFile();

/** The goods as the page receives it, asked of the same server. */
async function goods1001(): Promise<Goods> {
  const response = await fetch(new URL('/api/62442353b9c1b', e2e.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 1001, uid: 0 }),
  });
  expect(response.ok).toBe(true);
  return v.parse(GoodsDetailResponse, await response.json()).data;
}

async function openGoods(): Promise<Page> {
  const page = await e2e.openPage('/detail?id=1001');
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

/** A price in fen, read here on its own: the API's yuan text has at most two decimals. */
const fenOf = (price: string) => Math.round(Number(price) * 100);

const field = (page: Page, colour: string, item: SizeItem) =>
  page.getByRole('spinbutton', { name: fill(appText.quantityOf, { colour, size: item.size }), exact: true });

const chooseColour = (page: Page, colour: string) =>
  page.getByRole('group', { name: labels.colour }).getByRole('button', { name: colour, exact: true }).click();

/** Two colours that each have at least two sizes in stock, and a sold-out size somewhere in the second. */
function twoColours(goods: Goods): [SpecGroup, SpecGroup] {
  const usable = orderColours(goods.specs).filter((c) => c.sizes.filter((s) => s.stock > 0).length >= 2);
  const filled = usable.find((c) => c.sizes.some((s) => s.stock <= 0)) ?? usable[1];
  const typed = usable.find((c) => c !== filled);
  if (!typed || !filled) throw new Error('goods 1001 no longer has two colours with sizes in stock');
  return [typed, filled];
}

describe('selection and totals on 1001 in Chromium', () => {
  it('types in one colour, fills another, and reads 共N件, 合计￥ and 已选清单 right', async () => {
    const goods = await goods1001();
    const [typed, filled] = twoColours(goods);
    const page = await openGoods();
    const expected = new Map<number, number>();

    // First colour: two quantities typed (the second one past its stock: clamped).
    await chooseColour(page, typed.color);
    const [first, second] = typed.sizes.filter((s) => s.stock > 0);
    if (!first || !second) throw new Error('unreachable: twoColours checked it');
    await field(page, typed.color, first).fill('2');
    await field(page, typed.color, second).fill(String(second.stock + 5));
    await field(page, typed.color, second).press('Enter');
    expected.set(first.id, Math.min(2, first.stock));
    expected.set(second.id, second.stock);
    await expect(field(page, typed.color, second).inputValue()).resolves.toBe(String(second.stock));

    // Second colour: 整色填充 with 3, sent with Enter; every in-stock row takes min(3, its stock).
    await chooseColour(page, filled.color);
    const fillField = page.getByRole('textbox', { name: appText.fillColourLabel });
    await fillField.fill('3');
    await fillField.press('Enter');
    for (const item of filled.sizes) {
      const quantity = item.stock > 0 ? Math.min(3, item.stock) : 0;
      await expect(field(page, filled.color, item).inputValue()).resolves.toBe(String(quantity));
      if (item.stock <= 0) await expect(field(page, filled.color, item).isDisabled()).resolves.toBe(true);
      if (quantity > 0) expected.set(item.id, quantity);
    }
    // And again with the button: 150 of each, which some sizes' stock (20 to 199) cuts.
    await fillField.fill('150');
    await page.getByRole('button', { name: fill(appText.fillColourName, { colour: filled.color }) }).click();
    for (const item of filled.sizes) {
      const quantity = item.stock > 0 ? Math.min(150, item.stock) : 0;
      await expect(field(page, filled.color, item).inputValue()).resolves.toBe(String(quantity));
      if (quantity > 0) expected.set(item.id, quantity);
    }
    expect(filled.sizes.some((item) => item.stock > 0 && item.stock < 150)).toBe(true);
    // The first colour kept its quantities.
    await chooseColour(page, typed.color);
    await expect(field(page, typed.color, first).inputValue()).resolves.toBe(String(expected.get(first.id)));

    // 共N件 and 合计￥ from the API's prices, summed in whole fen.
    const sizes = goods.specs.flatMap((c) => c.sizes);
    let count = 0;
    let fen = 0;
    for (const [id, quantity] of expected) {
      const item = sizes.find((s) => s.id === id);
      count += quantity;
      fen += quantity * fenOf(item?.price ?? '0');
    }
    const totals = page
      .getByRole('status')
      .filter({ hasText: fill(labels.totalItems, { n: grouped(count) }) });
    await expect(totals.innerText()).resolves.toContain(
      fill(labels.totalPrice, { amount: groupedYuan(fen) }),
    );

    // 已选清单: 颜色, 数量, 尺码; the lines of both colours, in the page's colour order.
    const lines = orderColours(goods.specs).flatMap((colour) =>
      colour.sizes.flatMap((item) => {
        const quantity = expected.get(item.id);
        return quantity ? [[colour.color, String(quantity), item.size]] : [];
      }),
    );
    await page
      .getByRole('button', {
        name: fill(appText.selectedListCount, { list: labels.selectedList, n: lines.length }),
      })
      .click();
    const table = page.getByRole('table', { name: labels.selectedList });
    await table.waitFor();
    await expect(table.getByRole('columnheader').allInnerTexts()).resolves.toEqual([
      labels.colour,
      labels.quantity,
      labels.size,
    ]);
    // each colour's lines end with its subtotal row (a row header: issue 19 item 13)
    const subtotals = await table
      .locator('tbody tr:has(th)')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent ?? '')),
      );
    expect(subtotals.map(([heading]) => heading)).toEqual(
      [typed.color, filled.color]
        .sort((a, b) => lines.findIndex(([c]) => c === a) - lines.findIndex(([c]) => c === b))
        .map((colour) => fill(laterText.colourSubtotal, { colour })),
    );
    const rows = await table
      .locator('tbody tr:not(:has(th))')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
      );
    expect(rows).toEqual(lines);
    // The open list covers none of the purchase buttons (issue 19 item 13: it hid 1688直发).
    const panelBox = await table.evaluate((t) => {
      const { left, right, top, bottom } = (t.parentElement ?? t).getBoundingClientRect();
      return { left, right, top, bottom };
    });
    for (const name of [labels.addToCart, labels.buyNow, labels.directShip]) {
      // 1688直发 is a link to 1688, the others are buttons
      const box = await page.getByText(name, { exact: true }).first().boundingBox({ timeout: 5000 });
      if (!box) throw new Error(`${name} is not on the page`);
      const apart =
        box.x >= panelBox.right ||
        box.x + box.width <= panelBox.left ||
        box.y >= panelBox.bottom ||
        box.y + box.height <= panelBox.top;
      expect(apart, `${name} under the open list`).toBe(true);
    }
    expect(new Set(rows.map(([colour]) => colour))).toEqual(new Set([typed.color, filled.color]));
    await page.keyboard.press('Escape');
    await table.waitFor({ state: 'detached' });
  });

  it('on a phone (390 px) the summary and the open list stay inside the screen', async () => {
    const goods = await goods1001();
    const [typed] = twoColours(goods);
    const page = await openGoods();
    await page.setViewportSize({ width: 390, height: 844 });
    await chooseColour(page, typed.color);
    const fillField = page.getByRole('textbox', { name: appText.fillColourLabel });
    await fillField.fill('2');
    await fillField.press('Enter');
    const button = page.getByRole('button', { name: new RegExp(`^${labels.selectedList}`) });
    await button.click();
    const table = page.getByRole('table', { name: labels.selectedList });
    await table.waitFor();
    const panel = await table.evaluate((t) => {
      const box = (t.closest('[data-open]') ?? t).getBoundingClientRect();
      return { left: box.left, right: box.right };
    });
    expect(panel.left).toBeGreaterThanOrEqual(0);
    expect(panel.right).toBeLessThanOrEqual(390);
    const status = await page.getByRole('status').filter({ hasText: '￥' }).boundingBox();
    expect(status && status.x >= 0 && status.x + status.width <= 390).toBe(true);
    // Nothing makes the page itself scroll sideways.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
  });

  it("Back and a reload bring the chosen colour and every colour's quantities back (issue 19 item 3)", async () => {
    const goods = await goods1001();
    const [typed, filled] = twoColours(goods);
    const [first] = typed.sizes.filter((s) => s.stock > 0);
    const [second] = filled.sizes.filter((s) => s.stock > 0);
    if (!first || !second) throw new Error('unreachable: twoColours checked it');
    const page = await openGoods();
    await hydrated(page);
    await chooseColour(page, typed.color);
    await field(page, typed.color, first).fill('2');
    await field(page, typed.color, first).press('Enter');
    await chooseColour(page, filled.color);
    await field(page, filled.color, second).fill('3');
    await field(page, filled.color, second).press('Enter');
    const count = Math.min(2, first.stock) + Math.min(3, second.stock);
    const totals = page.getByRole('status').filter({ hasText: fill(labels.totalItems, { n: count }) });
    await totals.waitFor();

    /** What the buyer left: the second colour chosen, both colours' quantities, 共N件. */
    const selectionIsBack = async () => {
      await totals.waitFor();
      const colours = page.getByRole('group', { name: labels.colour });
      await colours.getByRole('button', { name: filled.color, exact: true, pressed: true }).waitFor();
      await expect(field(page, filled.color, second).inputValue()).resolves.toBe(
        String(Math.min(3, second.stock)),
      );
      await chooseColour(page, typed.color);
      await expect(field(page, typed.color, first).inputValue()).resolves.toBe(
        String(Math.min(2, first.stock)),
      );
      await chooseColour(page, filled.color);
    };

    // Away to the goods list and Back (rendered in the tab).
    await page.getByRole('link', { name: labels.plushToys, exact: true }).click();
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: goods.PName }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: goods.PName }).waitFor();
    await selectionIsBack();

    // A reload: the server renders the empty selection, the kept one comes back once hydrated
    // (a hydration mismatch would be a console error, which fails the test).
    await page.reload();
    await hydrated(page);
    await selectionIsBack();
    await page.close();
  });
});
