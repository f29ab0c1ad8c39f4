/**
 * The floor page of a goods (issue #17 item 4): a static HTML page served by our own server with
 * the goods' title, its price text (spec §4) and its cover image, preloaded, as the detail page
 * asks for it (the same src/srcset/sizes, so the same bytes and format: media-url.ts galleryMain),
 * and no script. What the line, the machine and the image cost by themselves: the detail page's
 * LCP and FCP are compared with it.
 *
 * The file is written into dist/ (the server sends it like any built file) and removed after.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Goods } from '@/domain/goods';
import { mainStill } from '@/rules/gallery-items';
import { priceText } from '@/rules/goods-text';
import { responsiveImage } from '@/rules/media-url';
import { escapeHtml } from '../../server/pages/html';

async function goodsOf(baseUrl: string, id: number): Promise<Goods> {
  const res = await fetch(new URL('/api/62442353b9c1b', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, uid: 0 }),
  });
  if (!res.ok) throw new Error(`detail ${id}: HTTP ${res.status}`);
  return ((await res.json()) as { data: Goods }).data;
}

export function floorHtml(goods: Goods): string {
  const main = goods.pics[0];
  if (!main) throw new Error(`goods ${goods.ID} has no media`);
  const cover = responsiveImage(mainStill('', main), 'galleryMain');
  const { price, hint } = priceText(goods.price, goods.ali_url);
  const title = escapeHtml(goods.PName);
  const image = `src="${escapeHtml(cover.src)}" srcset="${escapeHtml(cover.srcSet)}" sizes="${escapeHtml(cover.sizes)}"`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="毛绒玩具批发：${title}">
<title>${title}</title>
<link rel="preload" as="image" href="${escapeHtml(cover.src)}" imagesrcset="${escapeHtml(cover.srcSet)}" imagesizes="${escapeHtml(cover.sizes)}" fetchpriority="high">
<style>body{margin:0;padding:16px;font-family:sans-serif;color:#222}img{display:block;width:400px;max-width:100%;height:auto;aspect-ratio:1}
h1{font-size:20px;margin:12px 0}p{color:#b45309;font-size:24px;font-weight:700}</style></head>
<body><main><img ${image} width="400" height="400" alt="${title}" fetchpriority="high">
<h1>${title}</h1><p>${escapeHtml(price)}${hint ? ` <small>${escapeHtml(hint)}</small>` : ''}</p></main></body></html>`;
}

/** Writes the floor page of goods `id` into dist/; returns its path on the server and a remover. */
export async function writeFloorPage(
  baseUrl: string,
  distDir: string,
  id: number,
): Promise<{ path: string; remove(): void }> {
  const name = `bench-floor-${id}.html`;
  const file = join(distDir, name);
  writeFileSync(file, floorHtml(await goodsOf(baseUrl, id)));
  return { path: `/${name}`, remove: () => rmSync(file, { force: true }) };
}
