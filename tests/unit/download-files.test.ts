// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appText, labels } from '@/copy/copy';
import {
  FILE_NAME_MAX_CHARS,
  safeFileName,
  videoFile,
  zipEntryName,
  zipFileName,
  zipFiles,
} from '@/rules/download-files';
import { UPLOAD_PLATFORMS } from '@/rules/upload-platforms';
import { goodsFixture } from '../support/goods-fixture';

const media = (FName: string, IsVideo: 0 | 1 = 0, IsEncry: 0 | 1 = 0) => ({
  IsVideo,
  IsEncry,
  Path: 'goods/1001',
  FName,
});

describe('the zip is named after the goods title, made safe (spec §9)', () => {
  it('keeps a plain Chinese title as it is, with its + and spaces', () => {
    expect(safeFileName('网红软萌泰迪熊公仔+礼盒装 毛绒玩具抱抱熊')).toBe(
      '网红软萌泰迪熊公仔+礼盒装 毛绒玩具抱抱熊',
    );
    expect(zipFileName('网红软萌泰迪熊公仔+礼盒装')).toBe('网红软萌泰迪熊公仔+礼盒装.zip');
  });

  it('strips the characters Windows refuses, and control characters', () => {
    expect(safeFileName('泰迪熊 30/40cm: "爆款" <新> a\\b|c?*')).toBe('泰迪熊 3040cm 爆款 新 abc');
    expect(safeFileName('兔子\u0000公仔\u0007\u001f\u007f\u009f')).toBe('兔子公仔');
  });

  it('turns line breaks and tabs into single spaces, and trims', () => {
    expect(safeFileName('  小熊\n\t挂件   钥匙扣  ')).toBe('小熊 挂件 钥匙扣');
  });

  it('drops leading dots and trailing dots and spaces', () => {
    expect(safeFileName('..隐藏的名字...')).toBe('隐藏的名字');
    expect(safeFileName('公仔 . ')).toBe('公仔');
  });

  it(`caps the name at ${FILE_NAME_MAX_CHARS} characters without splitting a character`, () => {
    const long = '熊'.repeat(200);
    expect(Array.from(safeFileName(long))).toHaveLength(FILE_NAME_MAX_CHARS);
    // spaces before the title are not counted against the cap
    expect(Array.from(safeFileName(`   ${long}`))).toHaveLength(FILE_NAME_MAX_CHARS);
    // A character outside the BMP (two UTF-16 units) is kept whole or left out, never halved.
    const emoji = `${'熊'.repeat(FILE_NAME_MAX_CHARS - 1)}🧸🧸`;
    expect(safeFileName(emoji)).toBe(`${'熊'.repeat(FILE_NAME_MAX_CHARS - 1)}🧸`);
    // 80 Chinese characters are 240 bytes in UTF-8: with .zip still under 255.
    expect(new TextEncoder().encode(zipFileName(long)).length).toBeLessThanOrEqual(255);
  });

  it('trims again after the cut, so the name never ends in a space', () => {
    const title = `${'熊'.repeat(FILE_NAME_MAX_CHARS - 1)} 兔`;
    expect(safeFileName(title)).toBe('熊'.repeat(FILE_NAME_MAX_CHARS - 1));
  });

  it('falls back when nothing is left', () => {
    expect(safeFileName('')).toBe(appText.downloadNameFallback);
    expect(safeFileName(' /:*?"<>| ')).toBe(appText.downloadNameFallback);
    expect(safeFileName('...', '素材')).toBe('素材');
    expect(zipFileName('???')).toBe(`${appText.downloadNameFallback}.zip`);
  });

  it('keeps clear of the Windows device names', () => {
    expect(safeFileName('CON')).toBe('CON_');
    expect(safeFileName('nul')).toBe('nul_');
    expect(safeFileName('CONSOLE')).toBe('CONSOLE');
  });
});

describe('the zip entries (spec §9)', () => {
  it('names entries 1, 2, … with .mp4 for a video and .jpg for an image', () => {
    expect(zipEntryName(1, { IsVideo: 1 })).toBe('1.mp4');
    expect(zipEntryName(2, { IsVideo: 0 })).toBe('2.jpg');
  });

  it('keeps the imageList order, the main media first, with each file on the image host', () => {
    const files = zipFiles('https://img.example.cn', [
      media('main.mp4', 1),
      media('g1.jpg'),
      media('g2.jpg', 0, 1),
    ]);
    expect(files).toEqual([
      { name: '1.mp4', url: 'https://img.example.cn/UpLoad/goods/1001/main.mp4' },
      { name: '2.jpg', url: 'https://img.example.cn/UpLoad/goods/1001/g1.jpg' },
      { name: '3.jpg', url: 'https://img.example.cn/EnPic/goods/1001/g2.jpg' },
    ]);
  });

  it('has no entry for a goods without media', () => {
    expect(zipFiles('', [])).toEqual([]);
  });
});

describe('the video 下载视频 saves (spec §5)', () => {
  it('is the main media when pics[0] is a video (type 2), named after the title', () => {
    const goods = goodsFixture({ PName: '泰迪熊/抱抱熊' });
    expect(videoFile('', goods)).toEqual({ name: '泰迪熊抱抱熊.mp4', url: '/UpLoad/goods/1001/main.mp4' });
  });

  it('is a video of the imageList when the main media is an image', () => {
    const goods = goodsFixture({
      pics: [{ type: 1, file: '/UpLoad/goods/1001/main.jpg' }],
      imageList: [media('main.jpg'), media('clip.mp4', 1, 1)],
    });
    expect(videoFile('https://img.example.cn', goods)?.url).toBe(
      'https://img.example.cn/EnPic/goods/1001/clip.mp4',
    );
  });

  it('is the main video even when the imageList lists another video', () => {
    const goods = goodsFixture({ imageList: [media('other.mp4', 1)] });
    expect(goods.pics[0]?.type).toBe(2);
    expect(videoFile('', goods)?.url).toBe('/UpLoad/goods/1001/main.mp4');
  });

  it('is none for a goods of images only', () => {
    const goods = goodsFixture({
      pics: [{ type: 1, file: '/UpLoad/goods/1002/main.jpg' }],
      imageList: [media('main.jpg'), media('g1.jpg')],
    });
    expect(videoFile('', goods)).toBeNull();
  });
});

describe('the upload platforms (spec §9)', () => {
  it('are 抖音, 快手, 视频号, 小红书, as the chooser labels them', () => {
    expect(UPLOAD_PLATFORMS).toEqual(['抖音', '快手', '视频号', '小红书']);
    expect(UPLOAD_PLATFORMS).toEqual([labels.douyin, labels.kuaishou, labels.channels, labels.xiaohongshu]);
  });
});
