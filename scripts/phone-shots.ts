/**
 * Screenshots at a phone's size with touch (isMobile, hasTouch) and at a desktop's, for looking at
 * the layout (issue #18). Run `vite build` first. Files go to screenshots/ (git-ignored).
 *
 *   npx tsx scripts/phone-shots.ts 390x844 1366x900 -- /detail?id=1001 /detail?id=1005
 */
import { mkdirSync } from 'node:fs';
import { startE2E } from '../tests/e2e/browser';

const args = process.argv.slice(2);
const sizes = args
  .filter((a) => /^\d+x\d+$/.test(a))
  .map((a) => a.split('x').map(Number) as [number, number]);
const paths = args.filter((a) => a.startsWith('/'));
const full = !process.env.VIEWPORT_ONLY;

mkdirSync('screenshots', { recursive: true });
const e2e = await startE2E();
try {
  for (const [width, height] of sizes.length > 0 ? sizes : [[390, 844] as [number, number]]) {
    const phone = width < 768;
    const context = await e2e.browser.newContext({
      locale: 'zh-CN',
      viewport: { width, height },
      isMobile: phone,
      hasTouch: phone,
      deviceScaleFactor: 1,
    });
    for (const path of paths.length > 0 ? paths : ['/detail?id=1001']) {
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`${path}: ${error.message}`));
      await page.goto(new URL(path, e2e.baseUrl).href);
      await page.waitForLoadState('networkidle');
      const file = `screenshots/${path.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_|_$/g, '')}-${width}x${height}.png`;
      await page.screenshot({ path: file, fullPage: full });
      console.log(file);
      await page.close();
    }
    await context.close();
  }
} finally {
  await e2e.close();
}
