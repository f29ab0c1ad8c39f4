/**
 * Writes a brotli (.br, best quality) and a gzip (.gz, level 9) copy beside every text file of the
 * build (JS, CSS, HTML, SVG, JSON) of 1 KB or more, so that the server sends them compressed
 * without compressing at request time (server/routes/spa.ts). Issue #7: Lighthouse's "enable text
 * compression", and bytes on a phone's network. Sourcemaps are left alone: browsers fetch them
 * only with the developer tools open.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json)$/;
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

export function precompressFile(path: string): void {
  const bytes = readFileSync(path);
  if (bytes.length < MIN_BYTES) return;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
}

export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'plush:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      for (const path of filesUnder(outDir)) if (TEXT.test(path)) precompressFile(path);
    },
  };
}
