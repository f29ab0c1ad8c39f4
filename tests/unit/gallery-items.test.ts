// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { colourItemIndex, galleryItems } from '@/rules/gallery-items';
import type { SpecGroup } from '@/services/schemas';

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
