/**
 * Compressed answers (issue #7): the build's files as their brotli/gzip copies, the detail call
 * and the /detail page compressed once and kept, other API answers on the fly; always what the
 * request accepts, identical once decompressed, and as is for a client that accepts nothing.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding } from '../../server/http/compression';
import { precompressFile } from '../../vite/precompress-plugin';
import { startTestServer, type TestServer } from './harness';

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request with exactly the headers given (fetch would add Accept-Encoding and decompress). */
function raw(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<RawReply> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: body ? 'POST' : 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const decoded = (reply: RawReply) => {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(reply.body).toString();
  if (encoding === 'gzip') return gunzipSync(reply.body).toString();
  return reply.body.toString();
};

let server: TestServer;
let distDir: string;
const script = `console.log(${JSON.stringify('毛绒玩具'.repeat(400))});`;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'plush-dist-'));
  mkdirSync(join(distDir, 'assets'));
  const indexHtml = `<!doctype html><html><head><title>app</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
  writeFileSync(join(distDir, 'index.html'), indexHtml);
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), script);
  for (const file of ['index.html', 'assets/index-abc123.js']) precompressFile(join(distDir, file));
  server = await startTestServer({ distDir, seed: true });
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('Accept-Encoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*, br;q=0, gzip;q=0')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});

describe('compressed answers', () => {
  it('sends a built file as its brotli or gzip copy, with its own type, and as is otherwise', async () => {
    for (const encoding of ['br', 'gzip']) {
      const reply = await raw(server.url, '/assets/index-abc123.js', { 'Accept-Encoding': encoding });
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.headers['content-type']).toContain('text/javascript');
      expect(reply.headers.vary).toContain('Accept-Encoding');
      expect(reply.body.length).toBeLessThan(Buffer.byteLength(script) / 5);
      expect(decoded(reply)).toBe(script);
    }
    const plain = await raw(server.url, '/assets/index-abc123.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('compresses the detail call and the /detail page, which decompress to the plain answers', async () => {
    const body = JSON.stringify({ id: 1005, uid: 0 });
    const json = { 'Content-Type': 'application/json' };
    const plain = await raw(server.url, '/api/62442353b9c1b', json, body);
    const brotli = await raw(server.url, '/api/62442353b9c1b', { ...json, 'Accept-Encoding': 'br' }, body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe(plain.headers['content-type']);
    expect(decoded(brotli)).toBe(plain.body.toString());
    expect(brotli.body.length).toBeLessThan(plain.body.length / 5);

    const page = await raw(server.url, '/detail?id=1005', { 'Accept-Encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(decoded(page)).toContain('id="goods-detail-data"');
    expect(decoded(page)).toBe((await raw(server.url, '/detail?id=1005', {})).body.toString());
  });

  it('compresses other large API answers on the fly', async () => {
    const reply = await raw(server.url, '/api/6086900689dc9?area_id=1&sp_id=101', {
      'Accept-Encoding': 'gzip',
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(reply))).toMatchObject({ code: 1 });
  });
});
