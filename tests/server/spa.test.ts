/** Serving the built app: its files, immutable /assets/, and index.html for the client's routes. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'plush-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ distDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the built app', () => {
  it('answers index.html for the client routes', async () => {
    for (const path of [
      '/',
      '/detail?id=1001',
      '/search?keyword=%E7%86%8A',
      '/shop?SID=101',
      '/shoppingCart',
    ]) {
      const res = await server.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.text).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('caches hashed assets for good and 404s a missing one', async () => {
    const res = await server.get('/assets/index-abc123.js');
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await server.get('/assets/missing.js')).status).toBe(404);
    // the media type; serveStatic (hono's type table) adds `; charset=utf-8`, as for any text type
    const mediaType = (res: { headers: Headers }) => res.headers.get('content-type')?.split(';')[0];
    expect(mediaType(await server.get('/favicon.svg'))).toBe('image/svg+xml');
    // a browser's guess beside a JSON answer leads to the icon, not to the app's 404 page
    const guessed = await server.get('/favicon.ico');
    expect([guessed.status, mediaType(guessed)]).toEqual([200, 'image/svg+xml']);
  });

  it('leaves the server paths alone', async () => {
    const api = await server.get('/api/nothing-here');
    expect(api.status).toBe(404);
    expect(api.json).toMatchObject({ code: 0 });
    expect((await server.get('/UpLoad/none.jpg')).status).toBe(404);
    expect((await server.get('/EnPic/none.jpg')).status).toBe(404);
  });
});
