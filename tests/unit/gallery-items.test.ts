// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SpecGroup } from '@/domain/goods';
import { colourItemIndex, galleryItems, itemStill } from '@/rules/gallery-items';

const colour = (color: string, thumbnail?: string): SpecGroup => ({
  color,
  sizes: thumbnail
    ? [{ id: 1, size: '30cm', goods_sn: 'A-1', weight: 100, price: '1.00', stock: 1, thumbnail }]
    : [],
});

describe('gallery items (spec §2, §4)', () => {
  it('starts with the main video and its poster, then one thumbnail per colour in order', () => {
    const items = galleryItems(
      'https://img.example.cn',
      '泰迪熊',
      { type: 2, file: '/UpLoad/g/main.mp4', poster: '/UpLoad/g/poster.jpg' },
      [colour('白色', '/UpLoad/g/c1.jpg'), colour('粉色', '/EnPic/g/c2.jpg')],
    );
    expect(items).toEqual([
      {
        kind: 'video',
        src: 'https://img.example.cn/UpLoad/g/main.mp4',
        poster: 'https://img.example.cn/UpLoad/g/poster.jpg',
        thumb: 'https://img.example.cn/UpLoad/g/poster.jpg',
        label: '泰迪熊',
      },
      {
        kind: 'image',
        src: 'https://img.example.cn/UpLoad/g/c1.jpg',
        thumb: 'https://img.example.cn/UpLoad/g/c1.jpg',
        label: '白色',
      },
      {
        kind: 'image',
        src: 'https://img.example.cn/EnPic/g/c2.jpg',
        thumb: 'https://img.example.cn/EnPic/g/c2.jpg',
        label: '粉色',
      },
    ]);
  });

  it('shows a main image as an image, and the main still for a colour without sizes', () => {
    const items = galleryItems('', '兔子', { type: 1, file: '/UpLoad/g/main.jpg' }, [colour('灰色')]);
    expect(items.map((i) => [i.kind, i.src])).toEqual([
      ['image', '/UpLoad/g/main.jpg'],
      ['image', '/UpLoad/g/main.jpg'],
    ]);
  });

  it('maps colour i to item i + 1', () => {
    expect(colourItemIndex(0)).toBe(1);
    expect(colourItemIndex(3)).toBe(4);
  });
});

describe('itemStill (spec §3: a video item (type 2) shows its poster where it does not play)', () => {
  it('is the image itself for an image, and the poster (not the video file) for a video', () => {
    expect(itemStill({ kind: 'image', src: '/UpLoad/a/1.jpg', thumb: '/UpLoad/a/1.jpg', label: '熊' })).toBe(
      '/UpLoad/a/1.jpg',
    );
    expect(
      itemStill({
        kind: 'video',
        src: '/UpLoad/a/v.mp4',
        poster: '/UpLoad/a/p.jpg',
        thumb: '/UpLoad/a/p.jpg',
        label: '熊',
      }),
    ).toBe('/UpLoad/a/p.jpg');
  });

  it('gives every item galleryItems builds a still: the main video its poster, each colour its thumbnail', () => {
    const items = galleryItems('', '熊', { type: 2, file: 'v/main.mp4', poster: 'v/poster.jpg' }, [
      colour('红色', 'c/red.jpg'),
    ]);
    expect(items.map(itemStill)).toEqual([items[0]?.thumb, items[1]?.thumb]);
    expect(itemStill(items[0] as (typeof items)[0])).not.toContain('.mp4');
  });
});
