/**
 * Screenshots of pages in headless Chromium, for looking at what we build (they stay out of the
 * repo: screenshots/ is git-ignored). Uses the e2e harness: the real server, a fresh seeded
 * database and the built app, so run `vite build` first (npm run screenshots does).
 *
 *   npm run screenshots -- /detail?id=1001 /detail?id=1005      (default: the showcase goods)
 *   WIDTH=390 npm run screenshots -- /detail?id=1001            (a phone's width)
 */
import { mkdirSync } from 'node:fs';
import { startE2E } from '../tests/e2e/browser';

const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const targets =
  paths.length > 0 ? paths : [1001, 1002, 1003, 1004, 1005, 1006].map((id) => `/detail?id=${id}`);
const width = Number(process.env.WIDTH ?? 1280);

mkdirSync('screenshots', { recursive: true });
const e2e = await startE2E();
try {
  for (const path of targets) {
    const page = await e2e.openPage(path);
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    const file = `screenshots/${path.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_|_$/g, '')}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(`${file}  ${path}`);
    await page.close();
  }
  if (e2e.errors.length > 0) console.error(`errors seen:\n${e2e.errors.join('\n')}`);
} finally {
  await e2e.close();
}
