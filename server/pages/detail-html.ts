/**
 * /detail?id=N as our server sends it (issue #7 item 3): the built index.html with goods N's
 * detail answer in a JSON script element the app reads once (src/services/embedded-detail.ts),
 * and a preload of the cover the page shows first, so neither waits for the bundle.
 *
 * The template is cut once into pieces around the two places that change, so a page is a few
 * string concatenations. The preload goes where the early detail script was (vite/early-detail-plugin.ts),
 * ahead of the stylesheet and the bundle, and that script is left out: the page already holds
 * what it would ask for. The JSON goes last in <body>: a large goods (1,000 SKUs) must not delay
 * the parser's discovery of the bundle, and the bundle runs after parsing anyway.
 */

import { responsiveImage } from '../../src/rules/media-url';
import {
  EARLY_DETAIL_SCRIPT_ID,
  EMBEDDED_DETAIL_ID,
  EMBEDDED_LIST_ID,
  EMBEDDED_SUPPLIER_ID,
  INLINE_ANSWER_MAX,
  LAZY_PARTS_ATTRIBUTE,
  missingGoodsNote,
  PAGE_DATA_PATH,
} from '../../src/services/early-detail-contract';
import { answerVersion } from '../cache/answer-version';
import type { CachedDetail } from '../cache/detail-cache';
import { escapeHtml } from './html';
import { NO_SCRIPT_NOTE, NO_SCRIPT_STYLE } from './no-script';

export interface AppShell {
  /** the page up to the preload's place: where the early script was, else just before </head> */
  head: string;
  /** from there up to </body>, without the early script */
  body: string;
  /** '</body>' and what follows it */
  end: string;
  /** the build's API base and image host, from the early script's data-* ('' = this origin) */
  apiBase: string;
  imageHost: string;
}

const EARLY_SCRIPT = new RegExp(
  `<script id="${EARLY_DETAIL_SCRIPT_ID}" data-api-base="([^"]*)" data-image-host="([^"]*)">[\\s\\S]*?</script>\\s*`,
);

const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The pieces of the built index.html, or null when it has no </head> or </body> to work with. */
export function parseShell(html: string): AppShell | null {
  const early = EARLY_SCRIPT.exec(html);
  const headEnd = html.indexOf('</head>');
  if (!early && headEnd < 0) return null;
  const cut = early ? early.index : headEnd;
  const rest = early ? html.slice(early.index + early[0].length) : html.slice(headEnd);
  const bodyEnd = rest.lastIndexOf('</body>');
  if (bodyEnd < 0) return null;
  return {
    head: html.slice(0, cut),
    body: rest.slice(0, bodyEnd),
    end: rest.slice(bodyEnd),
    apiBase: unescapeAttribute(early?.[1] ?? ''),
    imageHost: unescapeAttribute(early?.[2] ?? ''),
  };
}

/**
 * Whether this server is the API the build calls: only then is its answer the one the app would
 * get. A build made for another API base (VITE_API_BASE) runs its early script instead.
 */
export const callsThisServer = (shell: AppShell, origin: string) =>
  shell.apiBase === '' || shell.apiBase === origin;

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * JSON text that cannot end or comment out its <script> element: '<', '>' and '&' become \u
 * escapes (so no '</script>' or '<!--'), and so do U+2028/U+2029, which old parsers took for line
 * ends. Outside strings JSON has none of these characters, so the text parses to the same value.
 */
export function scriptSafeJson(json: string): string {
  return json.replace(SCRIPT_UNSAFE, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

// An answer is cached until its goods change; so is its escaped text (1,000 SKUs are ~200 KB).
const escaped = new WeakMap<CachedDetail, string>();

function embeddable(answer: CachedDetail): string {
  let text = escaped.get(answer);
  if (text === undefined) {
    text = scriptSafeJson(answer.body);
    escaped.set(answer, text);
  }
  return text;
}

/** The cover's preload: the same src/srcset/sizes as the gallery's <img> (gallery-view.tsx), or the browser fetches twice. */
function coverPreload(shell: AppShell, answer: CachedDetail): string {
  const cover = responsiveImage(shell.imageHost + answer.cover, 'galleryMain');
  return (
    `<link rel="preload" as="image" href="${escapeHtml(cover.src)}" imagesrcset="${escapeHtml(cover.srcSet)}" ` +
    `imagesizes="${escapeHtml(cover.sizes)}" fetchpriority="high">`
  );
}

export function detailPageHtml(shell: AppShell, answer: CachedDetail): string {
  const preload = coverPreload(shell, answer);
  return (
    `${shell.head}${preload}\n    ${shell.body}` +
    `<script type="application/json" id="${EMBEDDED_DETAIL_ID}">${embeddable(answer)}</script>\n  ${shell.end}`
  );
}

const EMPTY_ROOT = '<div id="root"></div>';

/** What the server rendered, and what the page carries for the browser's first render to match it. */
export interface RenderedParts {
  /** the markup of #root (src/entry-server.tsx) */
  rootHtml: string;
  /** /detail?id=N of a goods we have: its answer, embedded (or beside the page when large), and its cover, preloaded */
  answer?: CachedDetail;
  /** that goods' id, N */
  goodsId?: number;
  /** /detail?id=N of a goods we do not have: the note the browser starts its not-found page from */
  missingId?: number;
  /** the supplier card the page was rendered with, and the day it was rendered for */
  supplier?: { day: string; supplier: unknown };
  /** the names of the lazy parts in rootHtml (src/views/lazy-part.tsx), for the browser to load first */
  lazyParts?: readonly string[];
  /** a list page's call and answer it was rendered from (src/services/embedded-list.ts) */
  list?: unknown;
}

/**
 * The browser draws nothing of a rendered page until its #root has been parsed whole (issue #17:
 * CLS). A browser draws what it has of a page whenever its parser waits for bytes (a slow line) or
 * yields (a busy phone); drawn half, the first view moved when the rest came: the thumbnails
 * narrowed when the strip's › arrived, the phone's purchase bar grew upwards row by row, the
 * header's search box shrank when 购物车 came. #root is the first view and what follows it on
 * the page; parsing it is a small part of the time to the first paint, which waits for the
 * stylesheet anyway. Browsers without rel=expect (Safari, Firefox) draw as they did.
 */
const FIRST_VIEW_WHOLE = '<link rel="expect" href="#root-end" blocking="render">';
/** After #root: Chromium ends the wait when the awaited element is opened, not when it is closed. */
const ROOT_END = '<template id="root-end"></template>';

/** Part names as lazy-part.tsx gives them: nothing an attribute would have to escape. */
const PART_NAME = /^\w+$/;

/**
 * A server-rendered page (issue #17): index.html with #root filled, the early-taps script in the
 * head (so that a tap before the bundle has run is kept: src/services/early-taps.ts), and on
 * /detail the goods' answer (or the note that there is none) for the hydration.
 */
export function renderedPageHtml(shell: AppShell, earlyTapsTag: string, parts: RenderedParts): string {
  const { answer, missingId } = parts;
  const preload = answer ? `${coverPreload(shell, answer)}\n    ` : '';
  const data = answer
    ? embeddable(answer)
    : missingId === undefined
      ? undefined
      : scriptSafeJson(JSON.stringify(missingGoodsNote(missingId)));
  const names = (parts.lazyParts ?? []).filter((name) => PART_NAME.test(name));
  const partsAttribute = names.length > 0 ? ` ${LAZY_PARTS_ATTRIBUTE}="${names.join(' ')}"` : '';
  const body = shell.body.replace(
    EMPTY_ROOT,
    () => `${NO_SCRIPT_NOTE}<div id="root"${partsAttribute}>${parts.rootHtml}</div>${ROOT_END}`,
  );
  const json = (id: string, text: string, attributes = '') =>
    `<script type="application/json" id="${id}"${attributes}>${text}</script>\n  `;
  // a large answer travels beside the page: its place names where the app fetches it
  const beside =
    answer !== undefined && parts.goodsId !== undefined && answer.body.length > INLINE_ANSWER_MAX;
  const besideSrc = beside && `${PAGE_DATA_PATH}?id=${parts.goodsId}&amp;v=${answerVersion(answer)}`;
  return (
    `${shell.head}${earlyTapsTag}\n    ${FIRST_VIEW_WHOLE}\n    ${preload}${NO_SCRIPT_STYLE}\n    ${body}` +
    (data === undefined
      ? ''
      : beside
        ? json(EMBEDDED_DETAIL_ID, '', ` data-src="${besideSrc}"`)
        : json(EMBEDDED_DETAIL_ID, data)) +
    (parts.supplier ? json(EMBEDDED_SUPPLIER_ID, scriptSafeJson(JSON.stringify(parts.supplier))) : '') +
    (parts.list ? json(EMBEDDED_LIST_ID, scriptSafeJson(JSON.stringify(parts.list))) : '') +
    shell.end
  );
}
