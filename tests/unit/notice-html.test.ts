import { describe, expect, it, vi } from 'vitest';
import { noticeText, parseNotice } from '@/rules/notice-html';

describe('product notice (spec §2): shown as text or safe formatting, never live script', () => {
  it('keeps bold, italic and line breaks', () => {
    expect(parseNotice('<b>现货秒发</b>：48小时内发货<br><i>注：误差1–3cm</i>')).toEqual([
      { tag: 'b', children: ['现货秒发'] },
      '：48小时内发货',
      { tag: 'br', children: [] },
      { tag: 'i', children: ['注：误差1–3cm'] },
    ]);
  });

  it('drops script, images with handlers and turns links into plain text (goods 1002)', () => {
    const nodes = parseNotice(
      '<b>新品上架</b>，欢迎选购！<img src="x" onerror="alert(\'xss\')"><script>alert("xss")</script><a href="javascript:alert(1)">点此领券</a>',
    );
    expect(nodes).toEqual([{ tag: 'b', children: ['新品上架'] }, '，欢迎选购！', '点此领券']);
    expect(JSON.stringify(nodes)).not.toMatch(/alert|onerror|javascript/);
  });

  it('never hands an on…= handler attribute to the parser (a CSP page logs one as a violation), text untouched', () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const nodes = parseNotice(
      '<img src=x onerror=a()><b/onclick="b()"\'onmouseover=c>开 on=1 online</b> a < b onx',
    );
    const parsed = String(parse.mock.calls[0]?.[0]);
    parse.mockRestore();
    expect(parsed).not.toMatch(/[\s/"']on[a-z]+=/i);
    expect(nodes).toEqual([{ tag: 'b', children: ['开 on=1 online'] }, ' a < b onx']);
  });

  it('drops the comments a supplier left in the notice, keeping the text around them', () => {
    expect(parseNotice('现货<!-- 内部备注：成本价 5 元 -->秒发<b>包邮<!--x--></b>')).toEqual([
      '现货',
      '秒发',
      { tag: 'b', children: ['包邮'] },
    ]);
  });

  it('drops every attribute, styles and iframes included', () => {
    expect(
      parseNotice(
        '<span style="background:url(javascript:x)" onclick="x()">红色</span><iframe src="https://evil.example"></iframe><style>*{}</style>',
      ),
    ).toEqual([{ tag: 'span', children: ['红色'] }]);
  });

  it('reads plain text as text, entities decoded once and never re-parsed', () => {
    expect(parseNotice('满100减10 &lt;script&gt;')).toEqual(['满100减10 <script>']);
  });

  it('bounds the depth and size of what it renders', () => {
    const deep = `${'<span>'.repeat(50)}深${'</span>'.repeat(50)}`;
    expect(noticeText(parseNotice(deep))).toBe('');
    const wide = '<b>x</b>'.repeat(2000);
    expect(noticeText(parseNotice(wide)).length).toBeLessThanOrEqual(500);
    // exactly 500 nodes: 250 bold runs of one text each, and not one empty bold more
    const nodes = parseNotice('<b>x</b>'.repeat(300));
    expect(nodes).toHaveLength(250);
    expect(nodes.at(-1)).toEqual({ tag: 'b', children: ['x'] });
  });

  it('gives the plain text of a notice', () => {
    expect(noticeText(parseNotice('<p>支持<b>一件代发</b></p>'))).toBe('支持一件代发');
    expect(parseNotice('')).toEqual([]);
  });
});
