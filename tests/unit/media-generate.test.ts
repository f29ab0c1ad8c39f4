// @vitest-environment node
/**
 * The media generator on a small slice of the catalogue, in a temp dir: real JPEGs of the right
 * size where the seed's URLs say, encrypted goods under EnPic, and a second run that touches
 * nothing (it runs on every server start).
 */
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assetVideoPath,
  catalogueMediaFiles,
  DRAWING_VERSION,
  demoVideoPath,
  ensureMedia,
  mediaDiskPath,
  mediaProgressLine,
  mediaUrlPath,
} from '../../server/media/generate';
import { imageSvg } from '../../server/media/svg';
import { catalogue, DEMO_GOODS } from '../../server/seed/catalogue';
import type { Catalogue, GoodsSeed, MediaFile } from '../../server/seed/catalogue-types';

function goods(id: number): GoodsSeed {
  const found = catalogue.goods.find((g) => g.id === id);
  if (!found) throw new Error(`goods ${id} missing`);
  return found;
}

const slice: Catalogue = {
  suppliers: catalogue.suppliers,
  users: catalogue.users,
  goods: [DEMO_GOODS.fullPage, DEMO_GOODS.imagesOnlyNoPrice, DEMO_GOODS.encrypted, 1007].map(goods),
};
const files = catalogueMediaFiles(slice);

function imageSpecOf(file: MediaFile) {
  if (file.spec.kind !== 'image') throw new Error(`${file.fname} is not an image`);
  return file.spec;
}

/** The media files below dir; the generator's own stamp (.drawing-version) is not one. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name !== '.drawing-version')
    .map((e) => path.join(e.parentPath, e.name));
}

async function mtimes(dir: string): Promise<Map<string, number>> {
  const list = await listFiles(dir);
  return new Map(await Promise.all(list.map(async (f) => [f, (await stat(f)).mtimeMs] as const)));
}

let mediaDir = '';
const firstRunLines: string[] = [];

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'plush-media-'));
  await ensureMedia(mediaDir, slice, { progress: (line) => firstRunLines.push(line) });
}, 60_000);

afterAll(async () => {
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

describe('mediaUrlPath', () => {
  it('serves plain media under /UpLoad/ and encrypted media under /EnPic/', () => {
    const plain: MediaFile = {
      encrypted: false,
      path: 'goods/1001',
      fname: 'g1.jpg',
      spec: { kind: 'video' },
    };
    expect(mediaUrlPath(plain)).toBe('/UpLoad/goods/1001/g1.jpg');
    expect(mediaUrlPath({ ...plain, encrypted: true })).toBe('/EnPic/goods/1001/g1.jpg');
  });

  it('refuses a path that would leave the media directory', () => {
    const bad: MediaFile = { encrypted: false, path: '../etc', fname: 'x.jpg', spec: { kind: 'video' } };
    expect(() => mediaDiskPath('/srv/media', bad)).toThrow();
  });
});

describe('ensureMedia', () => {
  it('writes every media file of the slice where its URL says, and nothing else', async () => {
    const written = (await listFiles(mediaDir)).map(
      (f) => `/${path.relative(mediaDir, f).split(path.sep).join('/')}`,
    );
    expect(written.sort()).toEqual(files.map(mediaUrlPath).sort());
  });

  it('renders images as progressive JPEGs at the size the catalogue asks', async () => {
    for (const file of files) {
      if (file.spec.kind !== 'image') continue;
      const meta = await sharp(mediaDiskPath(mediaDir, file)).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(file.spec.size);
      expect(meta.height).toBe(file.spec.size);
      expect(meta.isProgressive).toBe(true);
    }
  });

  it('copies 1001 its own video and the other video goods the demo video', async () => {
    const demo = await readFile(demoVideoPath);
    const own = await readFile(assetVideoPath('video-1001.mp4'));
    const videos = files.filter((f) => f.spec.kind === 'video');
    expect(videos.length).toBeGreaterThanOrEqual(2);
    for (const file of videos) {
      const expected = file.path === `goods/${DEMO_GOODS.fullPage}` ? own : demo;
      expect((await readFile(mediaDiskPath(mediaDir, file))).equals(expected), file.path).toBe(true);
    }
  });

  it('puts every file of the encrypted goods under EnPic and none under UpLoad', async () => {
    const enPic = await listFiles(path.join(mediaDir, 'EnPic', 'goods', String(DEMO_GOODS.encrypted)));
    expect(enPic.length).toBeGreaterThan(3);
    await expect(
      stat(path.join(mediaDir, 'UpLoad', 'goods', String(DEMO_GOODS.encrypted))),
    ).rejects.toThrow();
  });

  it('draws two different goods with clearly different pixels', async () => {
    const mainOf = (g: GoodsSeed) => ('video' in g.main ? g.main.poster : g.main.image);
    const pixels = (file: MediaFile) => sharp(mediaDiskPath(mediaDir, file)).removeAlpha().raw().toBuffer();
    const a = await pixels(mainOf(goods(DEMO_GOODS.fullPage)));
    const b = await pixels(mainOf(goods(DEMO_GOODS.imagesOnlyNoPrice)));
    expect(a.length).toBe(b.length);
    let diff = 0;
    for (let i = 0; i < a.length; i++) diff += Math.abs((a[i] as number) - (b[i] as number));
    // Mean absolute difference per channel: a bear in pink vs a bunny in white is far above JPEG noise.
    expect(diff / a.length).toBeGreaterThan(8);
  });

  it('says how far it is while it draws, with a count, so a first start never looks hung (issue 19 item 21)', () => {
    const total = files.length;
    expect(firstRunLines[0]).toBe(mediaProgressLine(0, total));
    expect(firstRunLines.at(-1)).toBe(mediaProgressLine(total, total));
    expect(firstRunLines.at(-1)).toContain(`generating demo media ${total}/${total}`);
    expect(firstRunLines.length).toBeGreaterThanOrEqual(3);
    expect(firstRunLines.length).toBeLessThanOrEqual(12);
  });

  it('rewrites nothing on a second run, says nothing, and leaves no temp files', async () => {
    const before = await mtimes(mediaDir);
    const lines: string[] = [];
    await ensureMedia(mediaDir, slice, { progress: (line) => lines.push(line) });
    expect(lines).toEqual([]);
    const after = await mtimes(mediaDir);
    expect(after).toEqual(before);
    expect([...after.keys()].filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('redoes an empty file, as a run killed before the rename could leave behind', async () => {
    const victim = mediaDiskPath(mediaDir, goods(1007).gallery[0] as MediaFile);
    await writeFile(victim, '');
    await ensureMedia(mediaDir, slice);
    expect((await stat(victim)).size).toBeGreaterThan(0);
    expect((await sharp(victim).metadata()).format).toBe('jpeg');
  });
});

describe('no debug marks on the pictures (issue 19 item 18)', () => {
  const poster = goods(DEMO_GOODS.fullPage);
  const spec = imageSpecOf('video' in poster.main ? poster.main.poster : poster.main.image);

  it('draws no text: no goods id, view name or file name', () => {
    const svg = imageSvg(spec);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain(spec.label);
    expect(svg).not.toContain(String(DEMO_GOODS.fullPage));
  });

  it('renders the same pixels whatever the spec is called', async () => {
    const [a, b] = await Promise.all([
      sharp(Buffer.from(imageSvg(spec)))
        .raw()
        .toBuffer(),
      sharp(Buffer.from(imageSvg({ ...spec, label: '9999 d4 poster.jpg' })))
        .raw()
        .toBuffer(),
    ]);
    expect(a.equals(b)).toBe(true);
  });

  it('draws again the images a media folder holds from an older drawing, and stamps the folder', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'plush-media-old-'));
    try {
      const one: Catalogue = { ...slice, goods: [goods(DEMO_GOODS.imagesOnlyNoPrice)] };
      const target = mediaDiskPath(dir, goods(DEMO_GOODS.imagesOnlyNoPrice).gallery[0] as MediaFile);
      await ensureMedia(dir, one);
      const fresh = await readFile(target);
      // What a machine that ran the old generator holds: no stamp, an image drawn otherwise.
      await rm(path.join(dir, '.drawing-version'));
      await writeFile(target, 'old drawing');
      await ensureMedia(dir, one);
      expect((await readFile(target)).equals(fresh)).toBe(true);
      await expect(readFile(path.join(dir, '.drawing-version'), 'utf8')).resolves.toBe(
        `${DRAWING_VERSION}\n`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('1001’s own video (issue 19 item 20)', () => {
  it('is small, an MP4 with H.264 and its index before the frames, and the one 1001 plays', async () => {
    const bytes = await readFile(assetVideoPath('video-1001.mp4'));
    expect(bytes.length).toBeLessThan(300 * 1024);
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const moov = bytes.indexOf('moov', 0, 'latin1');
    expect(moov).toBeGreaterThan(0);
    expect(moov).toBeLessThan(bytes.indexOf('mdat', 0, 'latin1'));
    expect(bytes.indexOf('avc1', 0, 'latin1')).toBeGreaterThan(0);
    const main = goods(DEMO_GOODS.fullPage).main;
    expect('video' in main && main.video.spec).toEqual({ kind: 'video', asset: 'video-1001.mp4' });
  });
});

describe('the demo video', () => {
  it('is a small MP4 with its index first (faststart), so it starts playing before it has all arrived', async () => {
    const bytes = await readFile(demoVideoPath);
    expect(bytes.length).toBeLessThan(150 * 1024);
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const moov = bytes.indexOf('moov', 0, 'latin1');
    const mdat = bytes.indexOf('mdat', 0, 'latin1');
    expect(moov).toBeGreaterThan(0);
    expect(moov).toBeLessThan(mdat);
    expect(bytes.indexOf('avc1', 0, 'latin1')).toBeGreaterThan(0);
  });
});
