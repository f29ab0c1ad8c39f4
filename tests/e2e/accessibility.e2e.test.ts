/**
 * Accessibility at every width (issue #18 item 7), in Chromium: axe-core finds no violation on
 * /detail?id=1001 and 1005 at 390 px (touch) and at 1366 px, nor with each dialog open (登录, 上传到
 * 平台, the full-screen viewer, the detail images' preview, 已选清单); focus goes back to the control
 * that opened a dialog when it closes; a skip link leads to the goods information; each page's
 * <title> names what it shows; every control the keyboard reaches shows a 2 px outline with a
 * contrast of at least 3:1 against what is around it.
 *
 * axe's source is put into the page by evaluating it (the app's CSP allows no inline script, and
 * the DevTools protocol's evaluation is not the page's script).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogueText } from '@/copy/catalogue-text';
import { appText, fill, labels } from '@/copy/copy';
import { dialogText } from '@/copy/dialog-text';
import { laterText } from '@/copy/later-text';
import { phoneText } from '@/copy/phone-text';
import { e2eForThisFile } from './browser';
import { openPhone } from './phone';

const e2e = e2eForThisFile();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const WIDTHS = [
  { name: '390 × 844 (touch)', phone: true, width: 390, height: 844 },
  { name: '1366 × 900', phone: false, width: 1366, height: 900 },
] as const;

async function open(size: (typeof WIDTHS)[number], path: string): Promise<Page> {
  if (size.phone) return openPhone(e2e, size, path);
  const page = await e2e.openPage('about:blank');
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.goto(new URL(path, e2e.baseUrl).href);
  return page;
}

async function ready(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: labels.buyNow }).waitFor();
  await page.getByRole('tab', { name: labels.detailImages }).waitFor();
  // the session is known: the header's 登录 is there
  await page.getByRole('banner').getByRole('button', { name: labels.login }).waitFor();
}

/** axe's violations on the page as it is now: rule, impact and the elements, for a readable diff. */
async function violations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document);
    return result.violations as Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
  });
  return found.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });

describe.each(WIDTHS)('accessibility at $name', (size) => {
  it('axe finds nothing on 1001 and 1005', async () => {
    for (const id of [1001, 1005]) {
      const page = await open(size, `/detail?id=${id}`);
      await ready(page);
      expect(await violations(page), `goods ${id}`).toEqual([]);
      await page.close();
    }
  });

  it('axe finds nothing with each dialog open, and focus goes back to what opened it', async () => {
    const page = await open(size, '/detail?id=1001');
    await ready(page);

    // 登录 from the header
    const headerLogin = page.getByRole('banner').getByRole('button', { name: labels.login });
    await headerLogin.focus();
    await page.keyboard.press('Enter');
    const login = page.getByRole('dialog', { name: labels.login });
    await login.waitFor();
    expect(await violations(page), '登录').toEqual([]);
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe(labels.login);

    // 登录 asked for by 查看资质 (a visitor)
    const qualification = page.getByRole('button', { name: labels.qualification });
    await qualification.focus();
    await page.keyboard.press('Enter');
    await login.waitFor();
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe(labels.qualification);

    // 上传到平台's chooser
    const upload = page.getByRole('button', { name: labels.uploadToPlatform });
    await upload.focus();
    await page.keyboard.press('Enter');
    const chooser = page.getByRole('dialog');
    await chooser.waitFor();
    expect(await violations(page), '上传到平台').toEqual([]);
    await page.keyboard.press('Escape');
    await chooser.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe(labels.uploadToPlatform);

    // the full-screen viewer, from the image in the box (the second item: the first is the video)
    const thumbnails = page.getByRole('list', { name: appText.thumbnails }).getByRole('button');
    await thumbnails.nth(1).click();
    const opener = page.getByRole('button', { name: /^查看大图：/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: new RegExp(dialogText.viewerTitle) });
    await viewer.waitFor();
    expect(await violations(page), '全屏看图').toEqual([]);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toMatch(/^查看大图：/);

    // the detail images' preview
    const detailImage = page.getByRole('button', { name: fill(laterText.openDetailImage, { n: 1 }) });
    await detailImage.focus();
    await page.keyboard.press('Enter');
    const preview = page.getByRole('dialog');
    // (its outer element is a 0×0 wrapper of fixed layers: wait for what it shows)
    await preview.getByRole('img').waitFor();
    expect(await violations(page), '详情大图').toEqual([]);
    await preview.getByRole('button', { name: dialogText.close }).click();
    await preview.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe(fill(laterText.openDetailImage, { n: 1 }));

    // 已选清单 with a line in it
    const field = page.getByRole('table').getByRole('spinbutton', { disabled: false }).first();
    await field.fill('2');
    // a typed quantity counts once committed (Enter or leaving the field)
    await field.press('Enter');
    const list = page.getByRole('button', {
      name: fill(appText.selectedListCount, { list: labels.selectedList, n: 1 }),
    });
    await list.click();
    await page.getByRole('table', { name: labels.selectedList }).waitFor();
    expect(await violations(page), '已选清单').toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedName(page)).toContain(labels.selectedList);
    await page.close();
  });
});

describe('moving about by keyboard', () => {
  it('offers a skip link first, which takes the focus to the goods information', async () => {
    const page = await open(WIDTHS[1], '/detail?id=1001');
    await ready(page);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: phoneText.skipToGoods });
    await expect.poll(() => focusedName(page)).toBe(phoneText.skipToGoods);
    const box = await skip.boundingBox();
    // shown when focused: on screen, and not a 1 px sr-only box
    expect(box && box.width > 24 && box.height >= 24 && box.y >= 0).toBe(true);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.contains(document.querySelector('h1'))))
      .toBe(true);
    await page.close();
  });

  it('names what each page shows in its <title>', async () => {
    const page = await open(WIDTHS[1], '/detail?id=1001');
    await ready(page);
    const name = await page.getByRole('heading', { level: 1 }).innerText();
    await expect.poll(() => page.title()).toBe(fill(phoneText.pageTitle, { what: name }));
    const shopHref = await page.getByRole('link', { name: labels.viewShop }).getAttribute('href');
    const shopName = await page
      .getByRole('region', { name: /./ })
      .filter({ hasText: labels.yearlySales })
      .getAttribute('aria-label');
    await page.goto(new URL('/search?keyword=泰迪熊', e2e.baseUrl).href);
    await expect
      .poll(() => page.title())
      .toBe(fill(phoneText.pageTitle, { what: fill(catalogueText.searchTitle, { keyword: '泰迪熊' }) }));
    await page.goto(new URL(shopHref ?? '/shop', e2e.baseUrl).href);
    await expect.poll(() => page.title()).toBe(fill(phoneText.pageTitle, { what: shopName ?? '' }));
    await page.close();
  });

  it('shows a 2 px outline of at least 3:1 on the search box, a quantity field and a tab', async () => {
    const page = await open(WIDTHS[1], '/detail?id=1001');
    await ready(page);
    const targets = [
      page.getByRole('searchbox', { name: appText.searchPlaceholder }),
      page.getByRole('table').getByRole('spinbutton', { disabled: false }).first(),
      page.getByRole('tab', { name: labels.detailImages }),
      page.getByRole('button', { name: labels.addToCart }),
    ];
    for (const target of targets) {
      // reached by the keyboard: focus the control before it, then Tab
      await target.evaluate((element) => {
        const all = [
          ...document.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex="0"]'),
        ].filter((e) => !e.hasAttribute('disabled') && e.tabIndex >= 0);
        all[all.indexOf(element as HTMLElement) - 1]?.focus();
      });
      await page.keyboard.press('Tab');
      const ring = await target.evaluate((element) => {
        const style = getComputedStyle(element);
        const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
        const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
          const [R, G, B] = [r, g, b].map((c) => {
            const s = c / 255;
            return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * (R ?? 0) + 0.7152 * (G ?? 0) + 0.0722 * (B ?? 0);
        };
        // what the outline is drawn over: the nearest background that is not transparent
        let around = element.parentElement;
        let background = 'rgb(255, 255, 255)';
        while (around) {
          const colour = getComputedStyle(around).backgroundColor;
          if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') {
            background = colour;
            break;
          }
          around = around.parentElement;
        }
        const [l1, l2] = [luminance(rgb(style.outlineColor)), luminance(rgb(background))].sort(
          (a, b) => b - a,
        );
        return {
          focused: document.activeElement === element,
          style: style.outlineStyle,
          width: style.outlineWidth,
          contrast: ((l1 ?? 0) + 0.05) / ((l2 ?? 0) + 0.05),
        };
      });
      expect(ring.focused).toBe(true);
      expect(ring.style).toBe('solid');
      expect(ring.width).toBe('2px');
      expect(ring.contrast).toBeGreaterThanOrEqual(3);
    }
    await page.close();
  });
});
