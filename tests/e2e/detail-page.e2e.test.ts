/**
 * The detail page in Chromium against the real server and the seeded demo catalogue: goods
 * 1001, 1002, 1003, 1004 and 1006 each render as DESIGN.md's catalogue table says, and the
 * recommended and supplier caches stop a second call within their TTL.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogueText } from '@/copy/catalogue-text';
import { appText, fill, labels, notices } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import { phoneText } from '@/copy/phone-text';
import { e2eForThisFile } from './browser';
import { hydrated, originalOf, requestsSoFar } from './pages';

const e2e = e2eForThisFile();

async function openGoods(id: number): Promise<Page> {
  const page = await e2e.openPage(`/detail?id=${id}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await hydrated(page);
  return page;
}

/** The text of the <dd> beside a <dt> of the information column. */
const field = (page: Page, term: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();

const supplierCard = (page: Page) => page.getByRole('region').filter({ hasText: labels.yearlySales });

describe('the detail page in Chromium', () => {
  it('1001: the full page — title and 代发, every field, colours in char-code order, sizes, supplier, recommended, tabs', async () => {
    const page = await openGoods(1001);
    // the heading is named by the title alone, 代发 beside it (issue #18)
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      '网红软萌泰迪熊公仔+礼盒装 毛绒玩具抱抱熊',
    );
    await expect(
      page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::*[1]').innerText(),
    ).resolves.toBe(labels.daifa);
    await expect(field(page, labels.wholesalePrice)).resolves.toMatch(/^￥\d+\.\d{2}$/);
    await expect(field(page, labels.itemNumber)).resolves.toBe('MR-1001');
    await expect(field(page, labels.publishDate)).resolves.toBe('2026-03-15');
    await expect(field(page, labels.updateDate)).resolves.toBe('2026-11-18');
    // grouped in thousands for Chinese readers (issue 19 item 11)
    await expect(field(page, labels.totalSales)).resolves.toBe('3,862');
    await expect(field(page, labels.minWeight)).resolves.toMatch(/^\d+g$/);
    await expect(field(page, labels.productNotice)).resolves.toContain('现货秒发');

    // 搜同款: the title cut at its first '+'.
    const search = await page.getByRole('link', { name: labels.searchByTitle }).getAttribute('href');
    expect(new URL(search ?? '', e2e.baseUrl).searchParams.get('keyword')).toBe('网红软萌泰迪熊公仔');

    // Colours ordered by the first character code; the first chosen.
    const colours = page.getByRole('group', { name: labels.colour }).getByRole('button');
    // A button's first text is its colour's name (a count badge may follow).
    const names = await colours.evaluateAll((buttons) => buttons.map((b) => b.firstChild?.textContent ?? ''));
    expect(names).toEqual(['奶黄色', '浅棕色', '灰色', '白色', '粉色']);
    await expect(colours.first().getAttribute('aria-pressed')).resolves.toBe('true');

    // Size rows: the long label cut to 6 characters + '...', a sold-out row's stepper disabled.
    await page.getByText('40cm（约...').first().waitFor({ state: 'visible' });
    const steppers = page.getByRole('spinbutton');
    expect(await steppers.count()).toBe(6);
    const disabled = await steppers.evaluateAll(
      (inputs) => inputs.filter((i) => (i as HTMLInputElement).disabled).length,
    );
    expect(disabled).toBeGreaterThan(0);

    // A committed quantity is kept to an integer 0..stock; letters keep what was there.
    const first = page.getByRole('spinbutton').and(page.locator(':enabled')).first();
    const max = Number(await first.getAttribute('aria-valuemax'));
    await first.fill('99999');
    await first.press('Enter');
    await expect(first.inputValue()).resolves.toBe(String(max));
    await first.fill('0');
    await first.press('Enter');
    await first.fill('abc');
    await first.press('Enter');
    await expect(first.inputValue()).resolves.toBe('0');
    await first.fill('3');
    await first.press('Enter');
    // The colour button counts what is chosen in it.
    const described = await colours
      .first()
      .evaluate(
        (button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
      );
    expect(described).toBe(fill(appText.colourChosenCount, { n: 3 }));

    // Supplier card (supplier 101) and recommended goods.
    const card = supplierCard(page);
    await card.waitFor();
    await card.getByRole('img', { name: catalogueText.qrShopTitle }).waitFor({ state: 'visible' });
    const shop = card.getByRole('link', { name: labels.viewShop });
    await expect(shop.getAttribute('href')).resolves.toBe('/shop?SID=101');
    await expect(shop.getAttribute('target')).resolves.toBe('_blank');
    const recommended = page.getByRole('region', { name: labels.recommended }).getByRole('link');
    await recommended.first().waitFor();
    expect(await recommended.count()).toBeGreaterThan(0);
    await expect(recommended.first().getAttribute('target')).resolves.toBe('_blank');

    // Every image reserves its box before it loads, so nothing shifts when it arrives.
    const unsized = await page.evaluate(() =>
      [...document.images]
        .filter((i) => !i.getAttribute('width') || !i.getAttribute('height'))
        .map((i) => i.src),
    );
    expect(unsized).toEqual([]);

    // Tabs: 商品详情 shows the detail images with a preview; the others say 功能开发中.
    await page.getByRole('button', { name: /查看第1张详情大图/ }).click();
    const preview = page.getByRole('dialog');
    await preview.getByRole('img').waitFor();
    await expect(
      preview.getByRole('img').evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).resolves.toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: labels.salesRecords }).click();
    await expect(page.getByRole('tabpanel').innerText()).resolves.toBe(notices.underDevelopment);
  });

  it('1001: the gallery — the video with its poster, 5 thumbnails at a time, colour i showing item i + 1, a 2x zoom', async () => {
    const page = await openGoods(1001);
    const gallery = page.getByRole('region', { name: appText.gallery });
    const title = await page.getByRole('heading', { level: 1 }).innerText();
    // The page opens on the poster and its play button; the player comes with the tap.
    const play = gallery.getByRole('button', { name: fill(appText.playVideo, { label: title }) });
    await play.waitFor();
    await expect(gallery.getByRole('img', { name: title }).getAttribute('src')).resolves.toMatch(
      /^\/UpLoad\//,
    );
    expect(await gallery.locator('video').count()).toBe(0);
    await play.click();
    const video = gallery.locator('video');
    await video.waitFor();
    await expect(video.getAttribute('poster')).resolves.toMatch(/^\/UpLoad\//);
    // The demo video really plays in Chromium, started by that tap: its time runs.
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0);
    // It shows the toy its poster shows (issue 19 item 20): its first frame and the poster, each
    // seen as 8 × 8 averaged blocks, differ by a few levels of 255 (the brown bear's demo video
    // under the pink bear's poster differed by far more).
    const difference = await video.evaluate(async (element) => {
      const shown = element as HTMLVideoElement;
      const blocks = (source: CanvasImageSource) => {
        const canvas = document.createElement('canvas');
        canvas.width = 8;
        canvas.height = 8;
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!context) throw new Error('no 2d canvas');
        context.imageSmoothingQuality = 'high';
        context.drawImage(source, 0, 0, 8, 8);
        return context.getImageData(0, 0, 8, 8).data;
      };
      const first = document.createElement('video');
      first.muted = true;
      first.preload = 'auto';
      first.src = shown.currentSrc || shown.src;
      await new Promise((resolve, reject) => {
        first.onloadeddata = resolve;
        first.onerror = () => reject(new Error(`the video did not load: ${first.error?.code}`));
      });
      const poster = new Image();
      poster.src = shown.poster;
      await poster.decode();
      const [a, b] = [blocks(first), blocks(poster)];
      let sum = 0;
      for (let i = 0; i < a.length; i += 4)
        for (let c = 0; c < 3; c++) sum += Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0));
      return sum / (64 * 3);
    });
    console.info(`1001: the video's first frame differs from its poster by ${difference.toFixed(1)} of 255`);
    expect(difference).toBeLessThan(12);

    const thumbnails = page.getByRole('list', { name: appText.thumbnails }).getByRole('button');
    expect(await thumbnails.count()).toBe(6);
    const inView = await thumbnails.evaluateAll((buttons) => {
      const strip = buttons[0]?.closest('ul')?.parentElement?.getBoundingClientRect();
      return buttons.filter((b) => {
        const r = b.getBoundingClientRect();
        return strip && r.left >= strip.left - 1 && r.right <= strip.right + 1;
      }).length;
    });
    expect(inView).toBe(5);

    // Colour 白色 is the 4th in char-code order: the gallery shows item 4, its thumbnail.
    await page.getByRole('group', { name: labels.colour }).getByRole('button', { name: '白色' }).click();
    await expect(thumbnails.nth(4).getAttribute('aria-current')).resolves.toBe('true');
    const cover = gallery.getByRole('img', { name: '白色' });
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('section[aria-label="商品图片"] img[alt="白色"]');
      return img?.complete && img.naturalWidth > 0;
    });
    const thumbSrc = await thumbnails.nth(4).locator('img').getAttribute('src');
    // one image, each at its own width (the box's, the thumbnail's)
    expect(originalOf(await cover.getAttribute('src'))).toBe(originalOf(thumbSrc));

    // The magnifier: over the image it is shown at 2x, around the pointer.
    // The box is 400×400 (its border included), and the image fills it.
    // (the box holds a row of slides since issue #18: the slide, its row, then the box)
    const frame = await cover.locator('xpath=ancestor::li[1]/../..').boundingBox();
    expect([frame?.width, frame?.height]).toEqual([400, 400]);
    // The image is shown (its load reached the gallery's machine) when its 查看大图 button is there:
    // a pointer that arrives while it still loads does not zoom, and would leave nothing to wait for.
    await gallery.getByRole('button', { name: fill(phoneText.openViewer, { label: '白色' }) }).waitFor();
    // moved over the image until it zooms, as a buyer would: a move that reached the box while the
    // page was still re-rendering it (the swipe's code arriving, a busy machine) leaves no zoom.
    // The image is measured again at each try: the swipe's row may still be sliding to 白色's slide
    // (CI failed twice with the pointer held at where the image had been).
    await expect
      .poll(
        async () => {
          const box = await cover.boundingBox();
          await page.mouse.move((box?.x ?? 0) + 90, (box?.y ?? 0) + 290);
          await page.mouse.move((box?.x ?? 0) + 100, (box?.y ?? 0) + 300, { steps: 2 });
          return page.evaluate(
            () =>
              document
                .querySelector<HTMLImageElement>('section[aria-label="商品图片"] img[alt="白色"]')
                ?.style.transform.includes('scale(2)') ?? false,
          );
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await page.mouse.move(0, 0);
  });

  it('1004: encrypted media are served under /EnPic/ and load', async () => {
    const page = await openGoods(1004);
    const thumbnails = page.getByRole('list', { name: appText.thumbnails }).locator('img');
    await thumbnails.first().waitFor();
    const sources = await thumbnails.evaluateAll((images) => images.map((i) => i.getAttribute('src') ?? ''));
    expect(sources.length).toBeGreaterThan(1);
    for (const src of sources) expect(src).toMatch(/^\/EnPic\//);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('ul[aria-label="缩略图"] img')].every(
        (i) => i.complete && i.naturalWidth > 0,
      ),
    );
  });

  it('keeps back and forward: a goods opened from the search results, then back to 1001', async () => {
    const page = await openGoods(1001);
    const heading = page.getByRole('heading', { level: 1 });
    const title = await heading.innerText();
    expect(title).toContain('网红软萌泰迪熊公仔');
    // Each step waits for the page the buyer would see: a click on a result before the results
    // are drawn would land on the detail page still shown (CI, a busy machine: issue #21).
    const results = page.getByRole('region', { name: new RegExp(`^${catalogueText.searchResults}：`) });
    const onResults = () =>
      results
        .getByRole('link')
        .filter({ has: page.locator('img') })
        .first()
        .waitFor();
    await page.getByRole('link', { name: labels.searchByTitle }).click();
    await onResults();
    expect(new URL(page.url()).pathname).toBe('/search');
    await results
      .getByRole('link')
      .filter({ has: page.locator('img') })
      .first()
      .click();
    const other = heading.filter({ hasNotText: catalogueText.searchResults });
    await other.waitFor();
    const otherTitle = await other.innerText();
    expect(new URL(page.url()).pathname).toBe('/detail');

    await page.goBack();
    await onResults();
    await page.goBack();
    await heading.filter({ hasText: title }).waitFor();
    expect(new URL(page.url()).search).toBe('?id=1001');

    await page.goForward();
    await onResults();
    await page.goForward();
    await heading.filter({ hasText: otherTitle }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/detail');
  });

  it('1002: 0元起 with 请联系商家或客服开通代发, no badge, and a hostile notice shown as text that runs nothing', async () => {
    const dialogs: string[] = [];
    const page = await e2e.openPage('/detail?id=1002');
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(field(page, labels.wholesalePrice)).resolves.toMatch(
      new RegExp(`^${notices.priceUnset}\\s*${notices.askDaifa}$`),
    );
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.not.toContain(labels.daifa);
    await expect(field(page, labels.productNotice)).resolves.toBe('新品上架，欢迎选购！点此领券');
    const notice = page.locator('dd', { hasText: '新品上架' });
    await expect(notice.locator('b').innerText()).resolves.toBe('新品上架');
    await expect(notice.locator('script, img, a').count()).resolves.toBe(0);
    await requestsSoFar(page);
    expect(dialogs).toEqual([]);
  });

  it('1003: 0元起 with 请点击下方直发按钮下单 when ali_url exists', async () => {
    const page = await openGoods(1003);
    await expect(field(page, labels.wholesalePrice)).resolves.toMatch(
      new RegExp(`^${notices.priceUnset}\\s*${notices.useDirectShip}$`),
    );
  });

  it('1006: the supplier updated today says 今天, shows one phone, and there are no recommendations', async () => {
    const page = await openGoods(1006);
    const card = supplierCard(page);
    await card.waitFor();
    await expect(card.innerText()).resolves.toContain(`${labels.latestUpdate}\n${labels.today}`);
    await expect(card.locator('dt', { hasText: new RegExp(`^${labels.phone}$`) }).count()).resolves.toBe(1);
    const recommended = page.getByRole('region', { name: labels.recommended });
    await recommended.getByText(laterText.noRecommended).waitFor();
  });

  it('1005: its 25 sizes scroll in a box beside the gallery, so the goods column ends near the supplier card', async () => {
    // Issue 19 item 15: the size rows ran 25 rows long and left the column under the gallery and
    // the supplier card empty for about 750 px at this width.
    const page = await openGoods(1005);
    const card = supplierCard(page);
    await card.waitFor();
    const buyNow = page.getByRole('button', { name: labels.buyNow });
    await buyNow.waitFor();
    const rows = page.getByRole('table');
    const box = await rows.evaluate((table) => {
      const scroller = table.parentElement as HTMLElement;
      return { shown: scroller.clientHeight, whole: scroller.scrollHeight };
    });
    expect(box.whole).toBeGreaterThan(box.shown); // the rows scroll inside their box
    const bottom = async (element: typeof card) => {
      const rect = await element.boundingBox();
      if (!rect) throw new Error('shown on the page');
      return rect.y + rect.height;
    };
    const gap = (await bottom(buyNow)) - (await bottom(card));
    expect(gap).toBeLessThan(320);
    // The last size is still in reach: its + scrolls into view in the box and counts.
    await page.getByRole('button', { name: fill(appText.increaseQuantity, { size: '140cm' }) }).click();
    await expect(page.getByRole('spinbutton', { name: /140cm 数量$/ }).inputValue()).resolves.toBe('1');
    await page.close();
  });

  it('caches the recommended goods (the supplier card comes with the page): a reload within the TTL calls neither', async () => {
    const calls: string[] = [];
    const context = await e2e.browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/6086900689dc9' || path === '/api/rbh/supply/info') calls.push(path);
    });
    const load = async (id: number) => {
      await page.goto(new URL(`/detail?id=${id}`, e2e.baseUrl).href);
      await supplierCard(page).waitFor();
      await page.getByRole('region', { name: labels.recommended }).getByRole('link').first().waitFor();
    };
    await load(1001);
    // the supplier card comes with the server's page (issue #17): a full load never asks for it
    expect(calls).toEqual(['/api/6086900689dc9']);
    await page.reload();
    await load(1001);
    expect(calls).toHaveLength(1);
    // Per goods id: another goods calls again.
    await load(1002);
    expect(calls).toEqual(['/api/6086900689dc9', '/api/6086900689dc9']);
    await context.close();
  });
});
