/** ownMediaRef: which find-similar urls name our media, and everything that is refused. */
import { describe, expect, it } from 'vitest';
import { ownMediaRef } from '../../server/similarity/own-media-url';

const HOST = '127.0.0.1:3000';
const c1 = { isEncry: false, path: 'goods/1001', fname: 'c1.jpg' };

describe('ownMediaRef', () => {
  it.each([
    ['/UpLoad/goods/1001/c1.jpg', c1],
    ['http://127.0.0.1:3000/UpLoad/goods/1001/c1.jpg', c1],
    ['HTTP://127.0.0.1:3000/UpLoad/goods/1001/c1.jpg', c1],
    ['//127.0.0.1:3000/UpLoad/goods/1001/c1.jpg', c1],
    ['/UpLoad/goods/1001/c1.jpg?v=2#top', c1],
    ['/UpLoad/goods/%31001/c1.jpg', c1],
    ['/EnPic/goods/1004/g1.jpg', { isEncry: true, path: 'goods/1004', fname: 'g1.jpg' }],
    ['/UpLoad/a%20b/c%E5%9B%BE.jpg', { isEncry: false, path: 'a b', fname: 'c图.jpg' }],
  ])('accepts %s', (url, ref) => {
    expect(ownMediaRef(url, HOST)).toEqual(ref);
  });

  it('accepts the default port written out or left out', () => {
    expect(ownMediaRef('http://shop.example:80/UpLoad/goods/1001/c1.jpg', 'shop.example')).toEqual(c1);
    expect(ownMediaRef('https://shop.example/UpLoad/goods/1001/c1.jpg', 'SHOP.example:443')).toEqual(c1);
  });

  it.each([
    // other hosts, even with one of our paths
    'https://example.com/UpLoad/goods/1001/c1.jpg',
    'http://127.0.0.1:3001/UpLoad/goods/1001/c1.jpg',
    'http://localhost:3000/UpLoad/goods/1001/c1.jpg',
    '//example.com/UpLoad/goods/1001/c1.jpg',
    'http://127.0.0.1:3000@example.com/UpLoad/goods/1001/c1.jpg',
    'http://user:pw@127.0.0.1:3000/UpLoad/goods/1001/c1.jpg',
    // other schemes
    'data:image/jpeg;base64,/9j/4AAQSkZJRg==',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'ftp://127.0.0.1:3000/UpLoad/goods/1001/c1.jpg',
    'gopher://127.0.0.1:3000/_GET%20/UpLoad/goods/1001/c1.jpg',
    'blob:http://127.0.0.1:3000/UpLoad/goods/1001/c1.jpg',
    // our own machine under another name or port, and internal hosts (SSRF targets)
    'http://127.0.0.1/UpLoad/goods/1001/c1.jpg',
    'http://127.0.0.1:80/UpLoad/goods/1001/c1.jpg',
    'http://[::1]:3000/UpLoad/goods/1001/c1.jpg',
    'http://0.0.0.0:3000/UpLoad/goods/1001/c1.jpg',
    'http://169.254.169.254/latest/meta-data/',
    'http://169.254.169.254/UpLoad/goods/1001/c1.jpg',
    'http://10.0.0.1:3000/UpLoad/goods/1001/c1.jpg',
    'http:/127.0.0.1:3000/UpLoad/goods/1001/c1.jpg',
    'http:\\\\127.0.0.1:3000/UpLoad/goods/1001/c1.jpg',
    // absolute file paths
    '/etc/passwd',
    '/UpLoad//etc/passwd',
    '/UpLoad/goods/%2Fetc%2Fpasswd',
    'C:\\Windows\\win.ini',
    // traversal, plain and encoded
    '/UpLoad/goods/1002/../1001/c1.jpg',
    '/UpLoad/goods/1001/./c1.jpg',
    '/UpLoad/goods/%2e%2e/1001/c1.jpg',
    '/UpLoad/goods/%2E%2E/%2e%2e/etc/passwd',
    '/UpLoad/..%2Fgoods/1001/c1.jpg',
    '/UpLoad/goods%2F1001/c1.jpg',
    '/UpLoad/goods/1001/c1.jpg%00.png',
    '/UpLoad/goods//1001/c1.jpg',
    '/UpLoad/goods/1001/%E0%A4%A.jpg',
    '/UpLoad\\goods\\1001\\c1.jpg',
    'http://127.0.0.1:3000/UpLoad/goods/../../etc/passwd',
    // not a media path
    '/UpLoad/c1.jpg',
    '/UpLoad/goods/1001/',
    '/upload/goods/1001/c1.jpg',
    '/api/goods/1001',
    'goods/1001/c1.jpg',
    '/UpLoad/goods/1001/c1 .jpg',
    'not a url',
    '',
  ])('refuses %s', (url) => {
    expect(ownMediaRef(url, HOST)).toBeNull();
  });

  it.each(['/UpLoad/goods/%252e%252e/%252e%252e/etc/passwd', '/UpLoad/goods/1001/%252e%252e%252fc1.jpg'])(
    'reads the double-encoded %s as literal names, never as a step up',
    (url) => {
      const ref = ownMediaRef(url, HOST);
      for (const segment of [...(ref?.path.split('/') ?? []), ref?.fname]) {
        expect(segment).not.toBe('..');
        expect(segment).not.toContain('/');
      }
    },
  );

  it('refuses absolute URLs when the request named no host, and still accepts paths', () => {
    expect(ownMediaRef('http://127.0.0.1:3000/UpLoad/goods/1001/c1.jpg', undefined)).toBeNull();
    expect(ownMediaRef('/UpLoad/goods/1001/c1.jpg', undefined)).toEqual(c1);
  });
});
