// @vitest-environment node

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { mediaFileUrl, mediaPathUrl, staysInMediaRoot } from '@/rules/media-url';
import { MediaItem } from '@/services/schemas';

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

describe('staysInMediaRoot (issue 24 item 5): checked in the browser as the server resolves it', () => {
  it.each([
    ['/UpLoad/goods/1001/main.jpg', true],
    ['/EnPic/goods/1004/a%20b.jpg', true],
    ['/UpLoad/../api/x', false],
    ['/UpLoad/%2e%2e/api/x', false],
    ['/UpLoad/a/%2F/b', false],
    ['/UpLoad/a\\b.jpg', false],
    ['/UpLoad/a/./b.jpg', false],
    ['/UpLoad//b.jpg', false],
    ['/UpLoad/%zz.jpg', false],
    ['/UpLoad/a%00.jpg', false],
  ])('%s → %s', (path, stays) => {
    expect(staysInMediaRoot(path)).toBe(stays);
  });

  it('a media item whose Path or FName climbs out is refused by the schema, so no URL is made of it', () => {
    const item = { IsVideo: 0, IsEncry: 0, Path: 'goods/1001', FName: 'main.jpg' } as const;
    expect(v.safeParse(MediaItem, item).success).toBe(true);
    expect(v.safeParse(MediaItem, { ...item, Path: 'goods/../../api' }).success).toBe(false);
    expect(v.safeParse(MediaItem, { ...item, FName: '..' }).success).toBe(false);
  });
});
