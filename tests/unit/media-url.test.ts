// @vitest-environment node

import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MediaItem, staysInMediaRoot } from '@/domain/media-path';
import {
  IMAGE_USES,
  isMediaWidth,
  mediaFileUrl,
  mediaPathUrl,
  posterUrl,
  responsiveImage,
  sizedUrl,
} from '@/rules/media-url';

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
    // however many slashes the API puts around the path, the URL has one between its parts
    expect(mediaFileUrl('', { IsEncry: 0, Path: '//goods/1004//', FName: 'g1.jpg' })).toBe(
      '/UpLoad/goods/1004/g1.jpg',
    );
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

  it('answers as decoding every segment does, for any path of slashes, dots, escapes and letters', () => {
    // the check as first written: every segment decoded, then looked at (the quick scan for paths
    // without an escape must agree with it, issue #17)
    const reference = (path: string) =>
      path
        .replace(/^\/+/, '')
        .split('/')
        .every((raw) => {
          let segment: string;
          try {
            segment = decodeURIComponent(raw);
          } catch {
            return false;
          }
          return segment !== '' && segment !== '.' && segment !== '..' && !/[\\/\0]/.test(segment);
        });
    const piece = fc.constantFrom(
      '/',
      '.',
      '..',
      '%',
      '%2e',
      '%2F',
      '%00',
      '%zz',
      '\\',
      '\0',
      'a',
      'b.jpg',
      '20',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const path = pieces.join('');
        expect(staysInMediaRoot(path)).toBe(reference(path));
      }),
      { numRuns: 3000 },
    );
  });

  it('a media item whose Path or FName climbs out is refused by the schema, so no URL is made of it', () => {
    const item = { IsVideo: 0, IsEncry: 0, Path: 'goods/1001', FName: 'main.jpg' } as const;
    expect(v.safeParse(MediaItem, item).success).toBe(true);
    expect(v.safeParse(MediaItem, { ...item, Path: 'goods/../../api' }).success).toBe(false);
    expect(v.safeParse(MediaItem, { ...item, FName: '..' }).success).toBe(false);
  });
});

describe('images that fit the screen (issue #17 item 2)', () => {
  const cover = '/UpLoad/goods/1001/p1.jpg';

  it('offers the gallery box at DPR 1–3 (400, 800, 1200 px), src at 1x', () => {
    const image = responsiveImage(cover, 'galleryMain');
    expect(image.src).toBe(`${cover}?w=400`);
    expect(image.srcSet).toBe(`${cover}?w=400 400w, ${cover}?w=800 800w, ${cover}?w=1200 1200w`);
  });

  it('says the box is the phone’s width below 400 px, 400 px above, and 800 px under a mouse’s 2x zoom', () => {
    const { sizes } = responsiveImage(cover, 'galleryMain');
    expect(sizes).toBe('(hover: hover) and (pointer: fine) 800px, (max-width: 400px) 100vw, 400px');
  });

  it('offers thumbnails at 80 px and cards at a column’s width', () => {
    expect(responsiveImage(cover, 'thumbnail')).toEqual({
      src: `${cover}?w=80`,
      srcSet: `${cover}?w=80 80w, ${cover}?w=160 160w, ${cover}?w=240 240w`,
      sizes: '80px',
    });
    const card = responsiveImage(cover, 'goodsCard');
    expect(card.src).toBe(`${cover}?w=240`);
    expect(card.srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['240w', '480w', '800w']);
    expect(card.sizes).toBe('(max-width: 639px) 50vw, (max-width: 1023px) 34vw, 240px');
  });

  it('offers the 商品详情 tab’s images at the panel’s width (at most 720 px)', () => {
    const detail = responsiveImage(cover, 'detailImage');
    expect(detail.src).toBe(`${cover}?w=800`);
    expect(detail.srcSet).toBe(`${cover}?w=400 400w, ${cover}?w=800 800w, ${cover}?w=1200 1200w`);
    expect(detail.sizes).toBe('(max-width: 782px) 100vw, 720px');
  });

  it('keeps the image host and encrypted paths, and adds to a query already there', () => {
    const url = mediaFileUrl('https://img.example.cn', { IsEncry: 1, Path: 'goods/1004', FName: 'g1.jpg' });
    expect(responsiveImage(url, 'thumbnail').src).toBe('https://img.example.cn/EnPic/goods/1004/g1.jpg?w=80');
    expect(sizedUrl('/UpLoad/a.jpg?v=2', 400)).toBe('/UpLoad/a.jpg?v=2&w=400');
  });

  it('asks only for widths the media host makes (others are refused there)', () => {
    for (const use of Object.values(IMAGE_USES)) {
      for (const w of [...use.widths, use.fallback]) expect(isMediaWidth(w)).toBe(true);
    }
    expect(isMediaWidth(500)).toBe(false);
    expect(posterUrl(cover)).toBe(`${cover}?w=800`);
  });

  it('leaves the download URL the original: no width on mediaFileUrl / mediaPathUrl', () => {
    expect(mediaPathUrl('', cover)).toBe(cover);
  });
});
