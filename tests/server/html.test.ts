/** The server's HTML template escapes every interpolated value. */
import { describe, expect, it } from 'vitest';
import { appText } from '@/copy/copy';
import { BRAND, html, page } from '../../server/pages/html';
import { payPage } from '../../server/pages/pay-page';
import tailwindConfig from '../../tailwind.config';

describe('html', () => {
  it('escapes text and keeps nested templates', () => {
    const evil = `<img src=x onerror="alert('x')">&`;
    expect(html`<p>${evil}</p>`.value).toBe(
      '<p>&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;</p>',
    );
    expect(html`<ul>${['a', '<b>'].map((x) => html`<li>${x}</li>`)}</ul>`.value).toBe(
      '<ul><li>a</li><li>&lt;b&gt;</li></ul>',
    );
    expect(page('<t>', html``)).toContain('<title>&lt;t&gt;</title>');
  });

  it('escapes the payment page’s order data', () => {
    const out = payPage(
      {
        orderNo: 'QP1',
        body: '</p><script>x()</script>',
        moneyFen: 10000,
        status: 'pending',
      },
      { order_no: 'QP1', money: '100', expires: '1"><b>', sign: 'x' },
    );
    expect(out).not.toContain('1"><b>');
    expect(out).not.toContain('<script>x()</script>');
    expect(out).toContain('￥100.00');
  });

  it('wears the site’s header, footer and brand colours on every page it writes (issue 19 item 17)', () => {
    const out = page('收银台', html`<h1>收银台</h1>`);
    expect(out).toMatch(/<header class="site-header">[\s\S]*<a class="logo" href="\/">毛绒玩具批发<\/a>/);
    expect(out).toContain('<form class="search" action="/search" role="search">');
    expect(out).toContain(`href="/goods">${appText.goodsList}</a>`);
    expect(out).toContain(`href="/shoppingCart">${appText.cart}</a>`);
    expect(out).toContain(
      `<footer class="site-footer">${appText.siteName} · ${appText.siteTagline}</footer>`,
    );
    // the phone's layout: the viewport meta and a rule under 768 px
    expect(out).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(out).toContain('@media (width < 48rem)');
    // the app's brand, not a colour of its own: the same values as tailwind.config.ts
    expect(BRAND).toEqual(tailwindConfig.theme.extend.colors.brand);
    expect(out).not.toContain('#e4393c');
  });
});
