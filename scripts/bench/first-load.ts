/**
 * What the browser downloads for /detail before any interaction, read from the build: the
 * entry script, the modulepreloads and stylesheets of dist/index.html (the script tags as Vite
 * writes them, or the app loader's data-entry and data-preload, which start them once the first
 * view is drawn: vite/app-loader-plugin.ts), and, transitively, every
 * chunk those scripts import statically (`import … from './x.js'`, `import './x.js'`,
 * `export … from './x.js'`). Dynamic `import()` is left out: it is what "loaded only when
 * used" means. Sizes are raw, gzip level 9 and brotli quality 11, in bytes.
 *
 * Deterministic (no server, no browser), so the bundle budget test in `npm test` can use it.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parseSync } from 'vite';

/** 1 KB = 1000 bytes, as vite's build report counts. */
export const KB = 1000;

export interface AssetSize {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface FirstLoadAsset extends AssetSize {
  /** the path inside dist/, e.g. 'assets/index-4jNmaSJj.js' */
  file: string;
  kind: 'js' | 'css';
  /** how the page reaches it: named in index.html, or imported by another first-load chunk */
  via: 'entry' | 'modulepreload' | 'stylesheet' | 'import';
}

export interface FirstLoad {
  /** each file once, in discovery order (index.html first, then imports breadth-first) */
  assets: FirstLoadAsset[];
  totals: { js: AssetSize; css: AssetSize };
}

export function sizeOf(bytes: Buffer): AssetSize {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length,
  };
}

/** The value of `name="…"` (or '…', or unquoted) in one tag's attribute text. */
function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** Same-origin root-relative or relative URL → path inside dist/; undefined for other hosts. */
function distPath(url: string, fromFile: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return undefined;
  // a bare specifier in a chunk ('react') is no file of ours: a build leaves none, but be exact
  if (!fromFile.endsWith('.html') && !/^\.{0,2}\//.test(url)) return undefined;
  const path = url.split(/[?#]/)[0] ?? '';
  return url.startsWith('/') ? posix.normalize(path.slice(1)) : posix.join(posix.dirname(fromFile), path);
}

/** What index.html itself asks for, in document order. */
export function htmlAssets(html: string): Array<{ file: string; via: FirstLoadAsset['via'] }> {
  const found: Array<{ file: string; via: FirstLoadAsset['via'] }> = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    // the build's app loader names the entry and its modulepreloads (vite/app-loader-plugin.ts)
    const loaderEntry = isScript ? attribute(tag, 'data-entry') : undefined;
    if (loaderEntry) {
      const named = [
        { url: loaderEntry, via: 'entry' as const },
        ...(attribute(tag, 'data-preload') ?? '')
          .split(' ')
          .filter(Boolean)
          .map((url) => ({ url, via: 'modulepreload' as const })),
      ];
      for (const { url, via } of named) {
        const file = distPath(url, 'index.html');
        if (file) found.push({ file, via });
      }
      continue;
    }
    const rel = attribute(tag, 'rel')?.toLowerCase();
    const url = isScript ? attribute(tag, 'src') : attribute(tag, 'href');
    if (!url) continue;
    const via = isScript
      ? attribute(tag, 'type') === 'module'
        ? 'entry'
        : undefined
      : rel === 'modulepreload'
        ? 'modulepreload'
        : rel === 'stylesheet'
          ? 'stylesheet'
          : undefined;
    const file = distPath(url, 'index.html');
    if (via && file) found.push({ file, via });
  }
  return found;
}

/** The modules a built chunk imports statically (import and re-export statements), as written. */
export function staticImports(file: string, code: string): string[] {
  const { module } = parseSync(file, code);
  return [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) => entry.entries.flatMap((e) => e.moduleRequest?.value ?? [])),
  ];
}

const kindOf = (file: string): FirstLoadAsset['kind'] | undefined =>
  file.endsWith('.css') ? 'css' : /\.m?js$/.test(file) ? 'js' : undefined;

const sum = (assets: FirstLoadAsset[]): AssetSize =>
  assets.reduce((t, a) => ({ raw: t.raw + a.raw, gzip: t.gzip + a.gzip, brotli: t.brotli + a.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });

/**
 * Every JS and CSS file /detail loads before any interaction, with its sizes and totals.
 * Throws when index.html names a file that is not in distDir (a broken build must not pass a budget).
 */
export function firstLoadAssets(distDir: string): FirstLoad {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const queue = htmlAssets(html);
  const seen = new Set<string>();
  const assets: FirstLoadAsset[] = [];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { file, via } = next;
    const kind = kindOf(file);
    if (seen.has(file) || !kind) continue;
    seen.add(file);
    const bytes = readFileSync(join(distDir, file));
    assets.push({ file, kind, via, ...sizeOf(bytes) });
    if (kind !== 'js') continue;
    for (const specifier of staticImports(file, bytes.toString('utf8'))) {
      const imported = distPath(specifier, file);
      if (imported) queue.push({ file: imported, via: 'import' });
    }
  }
  return {
    assets,
    totals: {
      js: sum(assets.filter((a) => a.kind === 'js')),
      css: sum(assets.filter((a) => a.kind === 'css')),
    },
  };
}
