/**
 * Issue #8 item 4: the URLs the page opens or loads from data it did not write (a supplier's
 * ali_url, media paths of the API, the payment order the server answers, an upload platform)
 * are http(s) on an expected host; `javascript:`, `data:` and foreign hosts never open.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { notices } from '@/copy/copy';
import { MediaPath } from '@/domain/media-path';
import { priceText } from '@/rules/goods-text';
import { mediaFileUrl, mediaPathUrl } from '@/rules/media-url';
import { isDirectShipUrl, purchaseButtons } from '@/rules/purchase-buttons';
import { UPLOAD_PLATFORMS } from '@/rules/upload-platforms';
import { paymentPageUrl, uploadPageUrl } from '@/services/payment-api';

const HOSTILE_URLS = [
  'javascript:alert(1)',
  ' JavaScript:alert(document.cookie)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//detail.1688.com/offer/1.html',
  '/offer/1.html',
  'detail.1688.com/offer/1.html',
  'https://evil.example.com/offer/1.html',
  'https://1688.com.evil.example.com/offer/1.html',
  'https://detail.1688.com@evil.example.com/offer/1.html',
  'https://evil.example.com/?next=https://detail.1688.com',
  'https://detail.1688.co/offer/1.html',
  'https://not1688.com/offer/1.html',
  '',
];

describe('ali_url: 1688直发 opens only http(s) links to 1688.com', () => {
  it.each([
    'https://detail.1688.com/offer/718265904312.html',
    'http://detail.1688.com/offer/1.html',
    'https://m.1688.com/offer/1.html',
    'https://1688.com/',
    'HTTPS://DETAIL.1688.COM/offer/1.html',
    '  https://detail.1688.com/offer/1.html ',
  ])('opens %j', (url) => {
    expect(isDirectShipUrl(url)).toBe(true);
    expect(purchaseButtons(0, url).directShipUrl).toBe(url.trim());
    expect(priceText(notices.priceUnset, url).hint).toBe(notices.useDirectShip);
  });

  it.each(HOSTILE_URLS)('never offers %j', (url) => {
    expect(isDirectShipUrl(url)).toBe(false);
    for (const shipping of [0, 2, 'unknown'] as const) {
      expect(purchaseButtons(shipping, url).directShipUrl).toBeNull();
    }
  });

  it.each(HOSTILE_URLS)(
    '0元起 beside %j asks for daifa, never 请点击下方直发按钮下单 (no such button)',
    (url) => {
      expect(priceText(notices.priceUnset, url)).toEqual({
        price: notices.priceUnset,
        hint: notices.askDaifa,
      });
    },
  );
});

describe('media URLs stay on the image host', () => {
  const host = 'https://img.example.cn';

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'https://evil.example.com/UpLoad/a.jpg',
    '//evil.example.com/UpLoad/a.jpg',
    '/Other/a.jpg',
    'UpLoad/a.jpg',
    '/UpLoad/',
    '/UpLoad/a.jpg?x=1',
    '/UpLoad/a.jpg#frag',
  ])('the schema refuses the media path %j (the whole answer fails, nothing renders from it)', (path) => {
    expect(v.is(MediaPath, path)).toBe(false);
  });

  it('takes the /UpLoad/ and /EnPic/ paths the API sends, and puts them on the host', () => {
    for (const path of ['/UpLoad/goods/1001/1.jpg', '/EnPic/goods/1004/g1.jpg']) {
      expect(v.is(MediaPath, path)).toBe(true);
      expect(new URL(mediaPathUrl(host, path)).origin).toBe(host);
    }
  });

  it.each([
    { Path: 'javascript:alert(1)', FName: 'a.jpg' },
    { Path: '//evil.example.com', FName: 'a.jpg' },
    { Path: 'https://evil.example.com', FName: 'a.jpg' },
    { Path: '../../..', FName: 'data:text/html,x' },
    { Path: 'goods/1001', FName: '@evil.example.com/a.jpg' },
  ])('a hostile media item $Path / $FName stays a path under /UpLoad/ on the image host', (item) => {
    const onHost = new URL(mediaFileUrl(host, { IsEncry: 0, ...item }));
    expect(onHost.origin).toBe(host);
    const sameOrigin = mediaFileUrl('', { IsEncry: 1, ...item });
    expect(sameOrigin.startsWith('/EnPic/')).toBe(true);
    expect(new URL(sameOrigin, 'https://shop.example.cn').origin).toBe('https://shop.example.cn');
  });
});

describe('the payment and upload pages open on their own host, whatever the server or a link says', () => {
  it('encodes a hostile order number and body into the query of the payment host', () => {
    const url = new URL(
      paymentPageUrl(
        { order_no: '1&money=0#x', body: '"><script>alert(1)</script>', expires: 1, sign: '&sign=x' },
        'https://pay.example.cn',
      ),
    );
    expect(url.origin).toBe('https://pay.example.cn');
    expect(url.pathname).toBe('/pay');
    expect(url.searchParams.get('order_no')).toBe('1&money=0#x');
    expect(url.searchParams.get('money')).toBe('100');
    expect(url.searchParams.get('body')).toBe('"><script>alert(1)</script>');
    expect(url.searchParams.get('sign')).toBe('&sign=x');
  });

  it('names one of the four platforms, encoded, under the site host', () => {
    expect(UPLOAD_PLATFORMS).toHaveLength(4);
    for (const platform of [...UPLOAD_PLATFORMS, '../../admin?x=1', 'javascript:alert(1)']) {
      const url = new URL(uploadPageUrl(1001, platform, 'https://site.example.cn'));
      expect(url.origin).toBe('https://site.example.cn');
      expect(url.pathname.startsWith('/api/mini/goods/upload/view/1001/')).toBe(true);
      expect(decodeURIComponent(url.pathname.split('/').at(-1) ?? '')).toBe(platform);
    }
  });
});
