/**
 * Makes the demo video of goods 1001 once (issue 19 item 20), from the goods' own drawings, so
 * that the video shows the toy its poster shows: the poster (the pink bear of the main media),
 * slowly brought closer, then a fade to the same bear on the white sheet of its detail images and
 * back. Headless Chromium draws the frames on a canvas and MediaRecorder encodes them (H.264 in
 * MP4, as every browser plays); nothing beyond npm's own packages and the system Chromium the
 * tests use is needed, and `npm start` only copies the committed file:
 *
 *   npx tsx scripts/make-goods-video.ts            # writes server/assets/video-1001.mp4
 *
 * Its first frame is the poster itself (the same drawing, unmoved), so the page's poster and the
 * video's start agree. A few seconds at 480 × 480 and a low bitrate keep the file near 100 kB.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { imageSvg } from '../server/media/svg';
import { catalogue } from '../server/seed/catalogue';
import type { MediaFile } from '../server/seed/catalogue-types';
import { CHROME_FLAGS, chromePath } from '../tests/e2e/browser';

const GOODS_ID = 1001;
const SIDE = 480;
const SECONDS = 4;
export const GOODS_VIDEO = fileURLToPath(new URL(`../server/assets/video-${GOODS_ID}.mp4`, import.meta.url));

async function pngDataUrl(file: MediaFile | undefined): Promise<string> {
  if (file?.spec.kind !== 'image') throw new Error(`goods ${GOODS_ID} has no such image`);
  const { spec } = file;
  const png = await sharp(Buffer.from(imageSvg({ ...spec, size: SIDE })))
    .flatten({ background: spec.background })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const goods = catalogue.goods.find((g) => g.id === GOODS_ID);
if (!goods || !('video' in goods.main)) throw new Error(`goods ${GOODS_ID} has no video in the catalogue`);
const poster = await pngDataUrl(goods.main.poster);
const sheet = await pngDataUrl(goods.details[0]);

const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
try {
  const page = await browser.newPage();
  // tsx keeps function names with a helper the page does not have: give it one that does nothing
  await page.evaluate('window.__name = (f) => f');
  const base64 = await page.evaluate(
    async ({ poster, sheet, side, seconds }) => {
      const load = (src: string) =>
        new Promise<HTMLImageElement>((resolve, reject) => {
          const image = new Image();
          image.onload = () => resolve(image);
          image.onerror = reject;
          image.src = src;
        });
      const [first, second] = await Promise.all([load(poster), load(sheet)]);
      const canvas = document.createElement('canvas');
      canvas.width = side;
      canvas.height = side;
      document.body.append(canvas);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      const ease = (t: number) => 0.5 - Math.cos(Math.PI * Math.min(1, Math.max(0, t))) / 2;
      /** One frame at time t (s): a slow zoom on the poster, a fade to the sheet and back. */
      const draw = (t: number) => {
        const zoom = 1 + 0.12 * ease(t / seconds);
        const fade =
          t < seconds * 0.4
            ? 0
            : ease((t - seconds * 0.4) / (seconds * 0.2)) - ease((t - seconds * 0.8) / (seconds * 0.2));
        const size = side * zoom;
        const x = (side - size) / 2;
        const y = x - 8 * ease(t / seconds);
        context.globalAlpha = 1;
        context.drawImage(first, x, y, size, size);
        if (fade > 0) {
          context.globalAlpha = fade;
          context.drawImage(second, x, y, size, size);
        }
      };
      draw(0);
      const stream = canvas.captureStream(25);
      const recorder = new MediaRecorder(stream, {
        mimeType: 'video/mp4;codecs=avc1.42E01E',
        videoBitsPerSecond: 350_000,
      });
      const parts: Blob[] = [];
      recorder.ondataavailable = (event) => parts.push(event.data);
      const stopped = new Promise((resolve) => {
        recorder.onstop = resolve;
      });
      recorder.start();
      const start = performance.now();
      await new Promise<void>((resolve) => {
        const frame = () => {
          const t = (performance.now() - start) / 1000;
          draw(Math.min(t, seconds));
          if (t >= seconds) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    },
    { poster, sheet, side: SIDE, seconds: SECONDS },
  );
  const video = Buffer.from(base64, 'base64');
  writeFileSync(GOODS_VIDEO, video);
  console.log(`${GOODS_VIDEO}: ${video.byteLength} bytes`);
} finally {
  await browser.close();
}
