/**
 * Writes the catalogue's media to disk: `<mediaDir>/<UpLoad|EnPic>/<path>/<fname>`.
 *
 * Runs on every server start, so it must be cheap when the files are already there: a file that
 * exists with a non-zero size is taken as done. Each file is written under a temporary name and
 * renamed into place, so a run killed halfway leaves whole files or none, never a truncated JPEG
 * that the skip rule would then keep forever.
 *
 * When the drawing itself changes (DRAWING_VERSION), media made by an older drawing are not
 * "done": a media directory stamped with another version has its images drawn and its videos
 * copied again, so a demo machine that already ran once does not keep showing e.g. the old debug
 * labels or the brown bear's video under the pink bear's poster.
 */
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Catalogue, ImageSpec, MediaFile } from '../seed/catalogue-types';
import { catalogueMediaFiles, mediaDiskPath } from './paths';
import { imageSvg } from './svg';

export { catalogueMediaFiles, goodsMediaFiles, mediaDiskPath, mediaUrlPath } from './paths';

/** The demo video a video goods without its own copies (made by server/assets/make-demo-video.sh). */
export const demoVideoPath = fileURLToPath(new URL('../assets/demo.mp4', import.meta.url));

/** A video of the repo's server/assets/ (a goods' own: scripts/make-goods-video.ts). */
export const assetVideoPath = (asset: string) =>
  fileURLToPath(new URL(`../assets/${asset}`, import.meta.url));

/**
 * Bump when svg.ts draws differently or a goods gets another video; 2: no label on the images
 * (issue 19 item 18); 3: 1001's own video (issue 19 item 20). A folder of another version has its
 * images drawn and its videos copied again.
 */
export const DRAWING_VERSION = 3;
const stampFile = (mediaDir: string) => path.join(mediaDir, '.drawing-version');

async function drawnByThisVersion(mediaDir: string): Promise<boolean> {
  try {
    return (await readFile(stampFile(mediaDir), 'utf8')).trim() === String(DRAWING_VERSION);
  } catch {
    return false;
  }
}

export interface EnsureMediaOptions {
  /** files rendered at once; the demo host has 2 cores, and sharp itself uses threads per image */
  concurrency?: number;
  videoSource?: string;
  /**
   * told how far the drawing is ('正在生成演示图片 120/840 …'), about every tenth of the work, so a
   * first start (minutes on 2 cores) never looks hung; nothing when every file is already there
   */
  progress?: (line: string) => void;
}

/** The progress line for done of total files (issue 19 item 21). */
export const mediaProgressLine = (done: number, total: number) =>
  `正在生成演示图片和视频 ${done}/${total}（generating demo media ${done}/${total}）`;

export async function renderImage(spec: ImageSpec): Promise<Buffer> {
  return sharp(Buffer.from(imageSvg(spec)))
    .flatten({ background: spec.background })
    .jpeg({ quality: 80, progressive: true })
    .toBuffer();
}

async function isDone(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}

let tempCounter = 0;

/** Writes via a sibling temp file and a rename, which is atomic on one filesystem. */
async function writeAtomically(target: string, write: (temp: string) => Promise<void>): Promise<void> {
  tempCounter += 1;
  const temp = `${target}.${process.pid}.${tempCounter}.part`;
  try {
    await write(temp);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Writes one file (ensureMedia has decided it is missing or drawn by an older version). */
async function writeMediaFile(mediaDir: string, file: MediaFile, videoSource: string): Promise<void> {
  const target = mediaDiskPath(mediaDir, file);
  const { spec } = file;
  if (spec.kind === 'video') {
    const source = spec.asset ? assetVideoPath(spec.asset) : videoSource;
    await writeAtomically(target, (temp) => copyFile(source, temp));
  } else {
    const jpeg = await renderImage(spec);
    await writeAtomically(target, (temp) => writeFile(temp, jpeg));
  }
}

/** Runs `work` over `items` with at most `limit` in flight; the first failure rejects. */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}

export async function ensureMedia(
  mediaDir: string,
  catalogue: Catalogue,
  options: EnsureMediaOptions = {},
): Promise<void> {
  const files = catalogueMediaFiles(catalogue);
  const videoSource = options.videoSource ?? demoVideoPath;
  const dirs = new Set(files.map((f) => path.dirname(mediaDiskPath(mediaDir, f))));
  for (const dir of dirs) await mkdir(dir, { recursive: true });
  const redraw = !(await drawnByThisVersion(mediaDir));
  const todo: MediaFile[] = [];
  for (const file of files) {
    const needed = redraw || !(await isDone(mediaDiskPath(mediaDir, file)));
    if (needed) todo.push(file);
  }
  const { progress } = options;
  const step = Math.max(1, Math.ceil(todo.length / 10));
  let done = 0;
  if (todo.length > 0) progress?.(mediaProgressLine(0, todo.length));
  await eachLimited(todo, options.concurrency ?? 2, async (file) => {
    await writeMediaFile(mediaDir, file, videoSource);
    done += 1;
    if (done % step === 0 || done === todo.length) progress?.(mediaProgressLine(done, todo.length));
  });
  // Stamped only once every image is drawn, so a run killed halfway redraws again next time.
  if (redraw) await writeFile(stampFile(mediaDir), `${DRAWING_VERSION}\n`);
}
