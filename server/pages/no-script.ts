/**
 * A server-rendered page without JavaScript (issue #17): the goods, the lists and the links are
 * all there, but a control that only the app can answer (a quantity stepper, 加入购物车, 立即下单,
 * the downloads, 收藏, 登录) would do nothing. Inside <noscript>, which a browser running scripts
 * never parses (so a hydrated page is not touched and nothing moves), those controls are hidden
 * in place (visibility keeps their room: the page keeps its layout) and a note says why.
 *
 * Kept visible: the header's search (a GET form to /search), the colour buttons (aria-pressed:
 * they list the colours), the tabs (they name the panels), and buttons showing an image (the
 * thumbnails, the detail images).
 */
import { noScriptText } from '../../src/copy/no-script-text';
import { escapeHtml } from './html';

const APP_ONLY_CONTROLS = [
  '#root button[type=button]:not([aria-pressed]):not([role=tab]):not(:has(img,picture,video))',
  '#root main input',
  // a stepper's frame, not only its buttons and field
  '#root main :has(>[role=spinbutton])',
  '#root main form button',
].join(',');

/** For the page's <head>. */
export const NO_SCRIPT_STYLE = `<noscript><style>${APP_ONLY_CONTROLS}{visibility:hidden}</style></noscript>`;

/** For the page's <body>, before #root: the note, styled inline (the app's CSS classes may not have it). */
export const NO_SCRIPT_NOTE =
  '<noscript><p role="note" style="margin:0;padding:8px 12px;border-bottom:1px solid #fed7aa;' +
  `background:#fff7ed;color:#9a3412;font-size:14px;line-height:1.5;text-align:center">${escapeHtml(noScriptText.note)}</p></noscript>`;
