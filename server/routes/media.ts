/**
 * The image host of spec §7: GET /UpLoad/{Path}/{FName} and /EnPic/{Path}/{FName}, from
 * `<mediaDir>/UpLoad/…` and `<mediaDir>/EnPic/…`. Media never change under a name, so they are
 * cached for a day; traversal attempts are refused with 400 before any file is looked at, and a
 * symbolic link that leads out of the store answers 404.
 */
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppDeps } from '../http/deps';
import { rawPath, resolveInside, sendFile, staysInside } from '../http/send-file';

const CACHE = 'public, max-age=86400';

export function mediaRoutes({ mediaDir }: AppDeps) {
  const app = new Hono();
  for (const root of ['UpLoad', 'EnPic'] as const) {
    app.get(`/${root}/*`, async (c) => {
      const folder = join(mediaDir, root);
      const resolved = resolveInside(folder, rawPath(c).slice(root.length + 2));
      if (!resolved.ok) return c.text('请求路径不正确', 400);
      // a symbolic link out of the store is no file of the store
      const inside = await staysInside(folder, resolved.file);
      return (inside && (await sendFile(c, resolved.file, CACHE))) || c.text('文件不存在', 404);
    });
  }
  return app;
}
