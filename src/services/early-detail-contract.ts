/**
 * The names our server, index.html's inline script (vite/early-detail-plugin.ts) and the app
 * (services/embedded-detail.ts) agree on, so that the goods detail of /detail?id= can arrive
 * with the page instead of after the bundle (issue #7 item 3). Plain constants: the server and
 * the Vite config import this file too.
 */

/** POST {apiBase}/api/62442353b9c1b {id, uid}: the detail call (spec §7). */
export const DETAIL_CALL_PATH = '/api/62442353b9c1b';

/** `<script type="application/json" id=…>`: the detail call's answer, put into the page by our server. */
export const EMBEDDED_DETAIL_ID = 'goods-detail-data';

/** The inline script that starts the detail call before the bundle when the page came without it. */
export const EARLY_DETAIL_SCRIPT_ID = 'early-detail';

/** `window[…] = {id, answer}`: the inline script's call, `answer` the promise of its parsed JSON. */
export const EARLY_DETAIL_GLOBAL = '__goodsDetailEarly';

/** The performance mark set when the detail data is available to the page (read by the benchmarks). */
export const DETAIL_DATA_MARK = 'detail-data';

/** In place of the detail, the server's note that goods `id` does not exist (its page is the 404 page). */
export const MISSING_GOODS_KEY = 'missingGoodsId';
export const missingGoodsNote = (id: number) => ({ [MISSING_GOODS_KEY]: id });

/**
 * `<script type="application/json" id=…>`: the goods' supplier card `{day, supplier}` our server
 * rendered the page with (issue #17), and the calendar day it rendered 最近上新 for.
 */
export const EMBEDDED_SUPPLIER_ID = 'goods-supplier-data';

/**
 * `<div id="root" data-lazy-parts="supplierCard qrCode …">`: the lazy parts (views/lazy-part.tsx)
 * our server rendered into the page, whose code the browser loads before it hydrates (issue #17).
 */
export const LAZY_PARTS_ATTRIBUTE = 'data-lazy-parts';

/**
 * Dispatched on window once the page has hydrated and the browser is idle (views/after-hydration.tsx):
 * the app loader (vite/app-loader-plugin.ts) then fetches the code of the lazy parts and of the
 * zip, without running it (issue #17: 下载图片视频 as a first touch waits for the media alone).
 */
export const APP_IDLE_EVENT = 'app-idle';

/**
 * `<script type="application/json" id=…>`: on a list page (/, /goods, /search?keyword=, /shop?SID=)
 * the list call's answer our server rendered the page from, `{query, status, body, day}`
 * (services/embedded-list.ts), so the browser's first render is the server's without a second call.
 */
export const EMBEDDED_LIST_ID = 'goods-list-data';

/**
 * A goods answer longer than this (in characters) travels beside its /detail page, not in it:
 * `<script type="application/json" id="goods-detail-data" data-src="GET /api/page-data/detail?id=&v=">`
 * with no text, fetched by the app before it hydrates (issue #17). 1005's 1,000 sizes are 141 kB
 * of JSON, 7.7 kB of brotli: carried inline, they pushed the page past the first round trip of a
 * 4G connection (~14 kB), and its first paint to 1.5× a page of the same look.
 */
export const INLINE_ANSWER_MAX = 32_768;

/** GET …?id=N&v=VERSION: the answer a /detail page was rendered from, while it is still the goods' answer. */
export const PAGE_DATA_PATH = '/api/page-data/detail';
