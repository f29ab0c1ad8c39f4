// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mediaFileUrl, mediaPathUrl } from '@/rules/media-url';

describe('media URLs (spec §7)', () => {
  it('serves plain media under /UpLoad/{Path}/{FName}', () => {
    expect(mediaFileUrl('', { IsEncry: 0, Path: 'goods/1001', FName: '1.jpg' })).toBe(
      '/UpLoad/goods/1001/1.jpg',
    );
  });

  it('serves encrypted media under /EnPic/', () => {
    expect(
      mediaFileUrl('https://img.example.cn', { IsEncry: 1, Path: '/goods/1004/', FName: 'g1.jpg' }),
    ).toBe('https://img.example.cn/EnPic/goods/1004/g1.jpg');
  });

  it('puts whole media paths on the image host', () => {
    expect(mediaPathUrl('https://img.example.cn', '/UpLoad/goods/1001/c1.jpg')).toBe(
      'https://img.example.cn/UpLoad/goods/1001/c1.jpg',
    );
  });
});
