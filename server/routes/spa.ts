/**
 * The built app (dist/) in production: its files, and index.html for every other page path so
 * that the client router can answer /detail, /search, /shop…. Hashed files under /assets/ never
 * change and are cached for a year; everything else is revalidated.
 */
import { join } from 'node:path';
import { Hono } from 'hono';
import { rawPath, resolveInside, sendFile } from '../http/send-file';

const SERVER_PATHS = /^\/(api|pay|UpLoad|EnPic)(\/|$)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export function spaRoutes(distDir: string) {
  return new Hono().get('*', async (c, next) => {
    const path = rawPath(c);
    if (SERVER_PATHS.test(path)) return next();
    const isAsset = path.startsWith('/assets/');
    if (path !== '/') {
      const resolved = resolveInside(distDir, path.slice(1));
      if (resolved.ok) {
        const sent = await sendFile(c, resolved.file, isAsset ? IMMUTABLE : REVALIDATE);
        if (sent) return sent;
      }
      // a missing script must fail as a 404, not as index.html served with the wrong type
      if (isAsset) return next();
    }
    return (await sendFile(c, join(distDir, 'index.html'), REVALIDATE)) ?? next();
  });
}
