import { appText } from '../../src/copy/copy';
import { serverPageText } from '../../src/copy/server-page-text';

/**
 * A tiny HTML template: every interpolated value is escaped unless it is itself a template
 * result, so a goods title or an order number can never inject markup into our pages.
 */

export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/*
 * The site's look (issue 19 item 17), for pages without the app's stylesheet: the brand orange and
 * neutrals of tailwind.config.ts and Tailwind's palette, the same Chinese font stack, the header's
 * row, and a phone's layout under 768 px (no sideways scroll, every control at least 44 × 44, as
 * src/styles.css asks of the app). tests/server/html.test.ts keeps the colours equal to the theme's.
 */
export const BRAND = {
  50: '#fff4ed',
  100: '#ffe4d1',
  500: '#bf4800',
  600: '#a83f00',
  700: '#8f3600',
} as const;

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{background:#f5f5f5;color:#262626;-webkit-font-smoothing:antialiased}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;font-family:"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","Noto Sans SC","Source Han Sans SC",system-ui,sans-serif;font-size:14px;line-height:1.6}
a{color:${BRAND[600]}}
:focus-visible{outline:2px solid ${BRAND[700]};outline-offset:2px}
.site-header{background:#fff;border-bottom:1px solid #e5e5e5}
.site-header .bar{max-width:1200px;margin:0 auto;display:flex;align-items:center;gap:24px;padding:12px}
.logo{flex-shrink:0;font-size:20px;font-weight:700;line-height:1.25;color:${BRAND[600]};text-decoration:none}
.search{display:flex;flex:1 1 16rem;min-width:0}
.search input{flex:1;min-width:0;border:2px solid ${BRAND[500]};border-radius:4px 0 0 4px;padding:6px 12px;font:inherit}
.search button{flex-shrink:0;border:0;border-radius:0 4px 4px 0;background:${BRAND[500]};color:#fff;padding:0 16px;font:inherit;min-height:0}
.search button:hover{background:${BRAND[600]};color:#fff}
.site-nav{display:flex;flex-shrink:0;gap:16px}
.site-nav a{display:inline-flex;align-items:center;color:#525252;text-decoration:none}
.site-nav a:hover{color:${BRAND[600]}}
main{width:100%;max-width:720px;margin:24px auto;background:#fff;border-radius:8px;padding:24px 32px;box-shadow:0 1px 2px rgb(0 0 0/.06)}
h1{font-size:20px;line-height:1.4;margin:0 0 16px;color:#171717}
h2{font-size:16px;margin:24px 0 8px;color:#171717}
.amount{font-size:30px;line-height:1.2;color:${BRAND[600]};font-weight:700;margin:8px 0 16px;font-variant-numeric:tabular-nums}
.muted{color:#737373}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:24px}
button{font:inherit;font-size:16px;min-height:44px;padding:8px 28px;border-radius:4px;border:1px solid #d4d4d4;background:#fff;color:#404040;cursor:pointer}
button:hover{border-color:${BRAND[500]};color:${BRAND[600]}}
button.primary{background:${BRAND[500]};border-color:${BRAND[500]};color:#fff}
button.primary:hover{background:${BRAND[600]};color:#fff}
textarea{display:block;width:100%;font:inherit;font-size:15px;padding:8px;border:1px solid #d4d4d4;border-radius:4px}
ol,ul{padding-left:1.5em}
li{margin:6px 0}
.files a{display:inline-flex;align-items:center;min-height:44px}
.notice{padding:12px 16px;border-radius:4px;background:${BRAND[50]};border:1px solid ${BRAND[100]};color:${BRAND[700]}}
.ok{background:#f0fdf4;border-color:#bbf7d0;color:#166534}
.back{display:inline-flex;align-items:center;min-height:44px}
.site-footer{margin-top:auto;border-top:1px solid #e5e5e5;background:#fff;padding:16px 12px;text-align:center;color:#737373;font-size:12px}
@media (width < 48rem){
.site-header .bar{gap:8px;padding:6px 8px}
.logo{display:inline-flex;align-items:center;min-height:44px;font-size:16px;width:4.5em}
.search input{font-size:16px;padding:6px 8px;min-height:44px}
.search button{padding:0 12px}
.site-nav{gap:0}
.site-nav .wide{display:none}
.site-nav a{min-height:44px;min-width:44px;justify-content:center}
main{margin:0;border-radius:0;padding:16px 12px;box-shadow:none}
.actions>*{flex:1 1 0}
.actions button{width:100%;padding:8px 12px}
}
`;

/** The site's header (the app's page-frame.tsx, without the account and cart count the app knows): the name to the home page, the search, 商品列表 and 购物车. */
const siteHeader = () => html`<header class="site-header"><div class="bar">
<a class="logo" href="/">${appText.siteName}</a>
<form class="search" action="/search" role="search"><input type="search" name="keyword" aria-label="${appText.searchPlaceholder}" placeholder="${appText.searchPlaceholder}"><button type="submit">${appText.search}</button></form>
<nav class="site-nav" aria-label="${serverPageText.siteNav}"><a class="wide" href="/goods">${appText.goodsList}</a><a href="/shoppingCart">${appText.cart}</a></nav>
</div></header>`;

/** A whole page in the product's language, with the site's header and footer. */
export function page(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${new SafeHtml(STYLE)}</style>
</head>
<body>${siteHeader()}<main>${body}</main><footer class="site-footer">${appText.siteName} · ${appText.siteTagline}</footer></body>
</html>
`.value;
}
