/**
 * The image host of spec §7: GET /UpLoad/{Path}/{FName} and /EnPic/{Path}/{FName}, from
 * `<mediaDir>/UpLoad/…` and `<mediaDir>/EnPic/…`. Traversal attempts are refused with 400 before
 * any file is looked at, and a symbolic link that leads out of the store answers 404.
 *
 * The bare path is the original, byte for byte (the download zip holds originals, spec §9).
 * `?w=N` (N one of MEDIA_WIDTHS) is the image N px wide, as AVIF or WebP when Accept allows
 * (server/media/variants.ts: converted once, kept on disk), with `Vary: Accept`; any other `w`,
 * or a `w` on a video, is refused with 400. Encrypted (/EnPic) media get copies too: the store
 * holds them as plain images, "encrypted" only names where they are served from.
 *
 * Caching (issue #17 item 3): a media file never changes under its name, so a year; a browser
 * that revalidates anyway (a reload) gets 304 from the ETag or Last-Modified. Not `immutable`:
 * the store may be fixed by hand, and a reload should then see it.
 */
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppDeps } from '../http/deps';
import { rawPath } from '../http/raw-path';
import { serveFile } from '../http/static-file';
import { resolveInside, staysInside } from '../media/store-path';
import { ensureVariant, hasVariants, negotiatedFormat, parseWidth } from '../media/variants';

export const MEDIA_CACHE = 'public, max-age=31536000';

export function mediaRoutes({ mediaDir }: AppDeps) {
  const app = new Hono();
  for (const root of ['UpLoad', 'EnPic'] as const) {
    app.get(`/${root}/*`, async (c) => {
      const folder = join(mediaDir, root);
      const resolved = resolveInside(folder, rawPath(c).slice(root.length + 2));
      if (!resolved.ok) return c.text('请求路径不正确', 400);
      const width = parseWidth(c.req.queries('w'));
      if (width === 'bad' || (width !== undefined && !hasVariants(resolved.file))) {
        return c.text('不支持的图片宽度', 400);
      }
      // a symbolic link out of the store is no file of the store
      const inside = await staysInside(folder, resolved.file);
      if (!inside) return c.text('文件不存在', 404);
      const sent = (file: string, vary?: string) =>
        serveFile(c, { path: file }, { cacheControl: MEDIA_CACHE, vary }).then(
          (res) => res ?? c.text('文件不存在', 404),
        );
      if (width === undefined) return sent(resolved.file);
      const format = negotiatedFormat(c.req.header('accept'), resolved.file);
      // an original sharp cannot read (damaged, or not what its name says) is still sent as it is
      const copy = await ensureVariant(mediaDir, resolved.file, width, format).catch((error: unknown) => {
        console.error(`media copy of ${resolved.file} at ${width} px failed:`, error);
        return null;
      });
      return sent(copy ?? resolved.file, 'Accept');
    });
  }
  return app;
}
