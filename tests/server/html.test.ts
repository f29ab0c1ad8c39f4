/** The server's HTML template escapes every interpolated value. */
import { describe, expect, it } from 'vitest';
import { html, page } from '../../server/pages/html';
import { payPage } from '../../server/pages/pay-page';

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
});
