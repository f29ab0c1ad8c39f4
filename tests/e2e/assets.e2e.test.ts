/**
 * The goods' assets in Chromium against the real server (spec §2, §4, §5, §7, §8, §9):
 * 下载图片视频 saves a zip whose entries are the goods' media byte for byte, in gallery order and
 * named 1.mp4, 2.jpg, …, with the progress ring while it runs and the download counted in BuyNum
 * (上传/下载次数); 下载视频 saves the mp4, or says 当前商品没有可下载的视频！ for a goods of images
 * only; 上传到平台 → 抖音 opens the upload page in a new tab.
 */
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appText, fill, labels, notices } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import type { Goods } from '@/domain/goods';
import { zipFileName } from '@/rules/download-files';
import { mediaFileUrl } from '@/rules/media-url';
import { grouped } from '../support/grouped';
import { e2eForThisFile } from './browser';
import { hydrated } from './pages';

const e2e = e2eForThisFile();

async function openGoods(id: number): Promise<Page> {
  const page = await e2e.openPage(`/detail?id=${id}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await hydrated(page);
  return page;
}

/** The goods as the API answers it now (BuyNum included). */
async function goodsOf(id: number): Promise<Goods> {
  const res = await fetch(new URL('/api/62442353b9c1b', e2e.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, uid: 0 }),
  });
  return ((await res.json()) as { data: Goods }).data;
}

async function bytesAt(path: string): Promise<Uint8Array> {
  const res = await fetch(new URL(path, e2e.baseUrl));
  expect(res.status, path).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

const assets = (page: Page) => page.getByRole('region', { name: appText.assetActions });

/**
 * Records in the page every value the progress ring shows, from now on: the download is quick on
 * a local server, so the ring is watched by the page itself rather than polled.
 */
async function watchRing(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { ringValues: string[] }).ringValues = seen;
    const record = () => {
      const bar = document.querySelector('[role="progressbar"]');
      const value = bar?.getAttribute('aria-valuenow');
      if (value && seen.at(-1) !== value) seen.push(value);
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { ringValues: string[] }).ringValues.map(Number));
}

describe('the goods assets in Chromium', () => {
  it('1001: 下载图片视频 saves a zip of every media file in gallery order, byte for byte, and counts it', async () => {
    const goods = await goodsOf(1001);
    // jszip and file-saver are not part of the page's first load (tests/e2e/bundle-budget.test.ts):
    // they come once the page has hydrated and the browser is idle (issue #17), so the click does
    // not wait for them.
    const scripts: string[] = [];
    const page = await openGoods(1001);
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // no touch, no click: the page alone asks for them
    await page.waitForFunction(() =>
      ['jszip', 'FileSaver'].every((name) =>
        performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.includes(name)),
      ),
    );
    scripts.length = 0;
    const ringValues = await watchRing(page);

    const started = performance.now();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      assets(page).getByRole('button', { name: labels.downloadAll }).click(),
    ]);
    const savedAfter = performance.now() - started;
    // Spec §9: the zip is named after the goods title.
    expect(download.suggestedFilename()).toBe(zipFileName(goods.PName));
    expect(download.suggestedFilename()).toBe('网红软萌泰迪熊公仔+礼盒装 毛绒玩具抱抱熊.zip');
    const zipBytes = await readFile((await download.path()) ?? '');

    const status = assets(page).getByRole('status');
    await status.filter({ hasText: notices.downloadOk }).waitFor();
    expect(scripts.filter((path) => /jszip|FileSaver/i.test(path))).toEqual([]);
    // The ring showed while the zip was made, climbing to 100, and is gone now (spec §4).
    const values = await ringValues();
    expect(values.length).toBeGreaterThan(0);
    expect(values.at(-1)).toBe(100);
    for (const [i, value] of values.entries())
      if (i > 0) expect(value).toBeGreaterThanOrEqual(values[i - 1] ?? 0);
    await expect(page.getByRole('progressbar').count()).resolves.toBe(0);

    // Spec §9: entries 1.mp4 (the main video), 2.jpg, … — one per imageList item, in its order.
    const zip = await JSZip.loadAsync(zipBytes, { checkCRC32: true });
    const names = Object.keys(zip.files);
    expect(names).toHaveLength(goods.imageList.length);
    expect(names).toEqual(goods.imageList.map((item, i) => `${i + 1}.${item.IsVideo ? 'mp4' : 'jpg'}`));
    expect(names[0]).toBe('1.mp4');
    for (const [i, item] of goods.imageList.entries()) {
      const entry = zip.file(names[i] ?? '');
      const real = await bytesAt(mediaFileUrl('', item));
      await expect(entry?.async('uint8array'), names[i]).resolves.toEqual(real);
    }

    // Spec §7: download/update was sent: 上传/下载次数 went up by one.
    expect((await goodsOf(1001)).BuyNum).toBe(goods.BuyNum + 1);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    const count = page
      .locator('dt', { hasText: new RegExp(`^${labels.transferCount}$`) })
      .locator('xpath=following-sibling::dd[1]');
    await expect(count.innerText()).resolves.toBe(grouped(goods.BuyNum + 1));

    console.info(
      `1001 zip: ${names.length} files, ${zipBytes.byteLength} bytes, saved ${Math.round(savedAfter)} ms after the click; ring ${values.join(' → ')}`,
    );
    await page.close();
  });

  it('1002: 下载视频 says 当前商品没有可下载的视频！', async () => {
    const page = await openGoods(1002);
    await assets(page).getByRole('button', { name: labels.downloadVideo }).click();
    const alert = assets(page).getByRole('alert');
    await expect(alert.innerText()).resolves.toContain(notices.noVideo);
    await alert.getByRole('button', { name: appText.closeNotice }).click();
    await expect(assets(page).getByRole('alert').count()).resolves.toBe(0);
    await page.close();
  });

  it('1001: 下载视频 saves the video as an mp4 named after the title, and says 下载成功！', async () => {
    const goods = await goodsOf(1001);
    const main = goods.pics[0];
    expect(main?.type).toBe(2);
    const page = await openGoods(1001);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      assets(page).getByRole('button', { name: labels.downloadVideo }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('网红软萌泰迪熊公仔+礼盒装 毛绒玩具抱抱熊.mp4');
    const saved = new Uint8Array(await readFile((await download.path()) ?? ''));
    expect(saved).toEqual(await bytesAt(main?.file ?? ''));
    await assets(page).getByRole('status').filter({ hasText: notices.downloadOk }).waitFor();
    // The video alone is not a zip download: the count stays.
    expect((await goodsOf(1001)).BuyNum).toBe(goods.BuyNum);
    await page.close();
  });

  it('1001: 上传到平台 → 抖音 opens the upload page in a new tab, with the title and 上传到抖音', async () => {
    const goods = await goodsOf(1001);
    const page = await openGoods(1001);
    await assets(page).getByRole('button', { name: labels.uploadToPlatform }).click();
    const dialog = page.getByRole('dialog', { name: labels.choosePlatform });
    await dialog.waitFor();
    await expect(dialog.getByRole('button').allInnerTexts()).resolves.toEqual([
      labels.douyin,
      labels.kuaishou,
      labels.channels,
      labels.xiaohongshu,
      labels.cancel,
    ]);
    const before = (await goodsOf(1001)).BuyNum;
    const [upload] = await Promise.all([
      page.context().waitForEvent('page'),
      dialog.getByRole('button', { name: labels.douyin }).click(),
    ]);
    await upload.waitForLoadState();
    expect(new URL(upload.url()).pathname).toBe(
      `/api/mini/goods/upload/view/1001/${encodeURIComponent(labels.douyin)}`,
    );
    await expect(upload.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('上传到抖音');
    await expect(upload.locator('#title').inputValue()).resolves.toBe(goods.PName);
    // the page counts the upload with a POST of its own once shown (a GET counts nothing: F8)
    await expect.poll(async () => (await goodsOf(1001)).BuyNum, { timeout: 10_000 }).toBe(before + 1);
    await upload.close();

    // The page says where the upload page is, with a link to open it again.
    const status = assets(page).getByRole('status');
    await expect(status.innerText()).resolves.toContain(
      fill(laterText.uploadPageOpened, { platform: labels.douyin }),
    );
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    // 取消 closes the chooser without opening anything.
    await assets(page).getByRole('button', { name: labels.uploadToPlatform }).click();
    await dialog.getByRole('button', { name: labels.cancel }).click();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await page.close();
  });
});
