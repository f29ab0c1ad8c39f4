/**
 * index.html's early detail call (issue #7 item 3): when the app runs against an API base that
 * is not our server (VITE_API_BASE set at build time), nobody embeds the goods in the page, so a
 * tiny inline script starts the detail call while the bundle is still loading and leaves the
 * promise of its JSON on `window` for the app to take (src/services/embedded-detail.ts), and
 * preloads the cover once the answer names it.
 *
 * The script's text is the same for every build and every request, so a CSP hash can allow it;
 * what differs per build (the API base, the image host) rides in data-* attributes. It sits
 * right after <meta charset>, before the stylesheet: an inline script after a stylesheet would
 * wait for the CSS. Our server removes it when it embeds the goods itself (server/pages/detail-html.ts),
 * so the same page never asks twice.
 */
import type { Plugin } from 'vite';
import {
  DETAIL_CALL_PATH,
  DETAIL_DATA_MARK,
  EARLY_DETAIL_GLOBAL,
  EARLY_DETAIL_SCRIPT_ID,
} from '../src/services/early-detail-contract.ts';

/**
 * Only /detail with an id the app would accept (1..2^31-1 written plainly, as
 * src/routes/search-params.ts parsePositiveId); uid 0 because the detail does not depend on the
 * buyer. Any failure leaves `answer` resolved to undefined: the app then calls the API itself.
 */
export const EARLY_DETAIL_CODE =
  `(()=>{const d=document.currentScript.dataset,q=new URLSearchParams(location.search).get('id')||'',id=+q;` +
  `if(location.pathname!=='/detail'||!/^[1-9]\\d{0,9}$/.test(q)||id>2147483647)return;` +
  `window.${EARLY_DETAIL_GLOBAL}={id,answer:fetch(d.apiBase+'${DETAIL_CALL_PATH}',{method:'POST',` +
  `headers:{'Content-Type':'application/json'},body:JSON.stringify({id,uid:0})})` +
  `.then(r=>r.json()).then(j=>{const p=j&&j.code===1&&j.data.pics[0];` +
  `if(p){performance.mark('${DETAIL_DATA_MARK}');const l=document.createElement('link');` +
  `l.rel='preload';l.as='image';l.fetchPriority='high';l.href=d.imageHost+(p.type===2?p.poster:p.file);` +
  `document.head.append(l)}return j}).catch(()=>{})}})()`;

export interface EarlyDetailBases {
  /** VITE_API_BASE without its trailing '/': '' for the page's own origin */
  apiBase: string;
  /** VITE_IMAGE_HOST likewise */
  imageHost: string;
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const earlyDetailTag = ({ apiBase, imageHost }: EarlyDetailBases) =>
  `<script id="${EARLY_DETAIL_SCRIPT_ID}" data-api-base="${attribute(apiBase)}" ` +
  `data-image-host="${attribute(imageHost)}">${EARLY_DETAIL_CODE}</script>`;

const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

export function insertEarlyDetail(html: string, bases: EarlyDetailBases): string {
  const charset = CHARSET.exec(html);
  if (!charset)
    throw new Error('index.html has no <meta charset>: the early detail script goes right after it');
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}\n    ${earlyDetailTag(bases)}${html.slice(at)}`;
}

/** As src/services/config.ts reads a base: unset is '' (this origin), no trailing '/'. */
const baseOf = (value: unknown) => (typeof value === 'string' ? value : '').replace(/\/+$/, '');

export function earlyDetailPlugin(): Plugin {
  let bases: EarlyDetailBases = { apiBase: '', imageHost: '' };
  return {
    name: 'early-detail',
    configResolved(config) {
      bases = { apiBase: baseOf(config.env.VITE_API_BASE), imageHost: baseOf(config.env.VITE_IMAGE_HOST) };
    },
    transformIndexHtml: (html) => insertEarlyDetail(html, bases),
  };
}
