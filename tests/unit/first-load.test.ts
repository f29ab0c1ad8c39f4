// @vitest-environment node
/**
 * firstLoadAssets reads a build the way the browser loads /detail: what index.html names, then
 * every chunk those scripts import statically, and nothing reached only through import().
 * A small hand-made dist/ in a temp dir stands for the build, so the rules are checked without
 * building (the bundle budget test runs the same function on the real dist/).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoadAssets, sizeOf } from '../../scripts/bench/first-load';
import { deferAppScripts } from '../../vite/app-loader-plugin';

const INDEX_HTML = `<!doctype html>
<html><head>
  <link rel="icon" href="/favicon.svg">
  <script type="module" crossorigin src="/assets/entry.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/runtime.js">
  <link rel="stylesheet" crossorigin href="/assets/index.css">
  <link rel="preload" as="image" href="/assets/cover.jpg">
  <script src="https://cdn.example.com/analytics.js"></script>
</head><body><div id="root"></div></body></html>`;

const FILES: Record<string, string> = {
  'assets/entry.js': [
    'import{t as e}from"./runtime.js";import"./side-effect.js";',
    'export{x}from"./reexported.js";',
    'const lazy=()=>import(`./lazy.js`);const also=()=>import("./lazy-too.js");',
    'console.log("import \\"./in-a-string.js\\"",e,lazy,also);',
  ].join(''),
  'assets/runtime.js': 'export const t=1;'.repeat(40),
  'assets/side-effect.js': 'import{deep}from"../assets/deep.js";window.deep=deep;',
  'assets/deep.js': 'export const deep=2;',
  'assets/reexported.js': 'export const x=3;',
  'assets/lazy.js': 'import"./lazy-dependency.js";export default 4;',
  'assets/lazy-too.js': 'export default 5;',
  'assets/lazy-dependency.js': 'export default 6;',
  'assets/in-a-string.js': 'export default 7;',
  'assets/index.css': 'body{margin:0}'.repeat(50),
  'assets/lazy.css': '.dialog{color:red}',
};

let dist: string;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'first-load-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  for (const [file, content] of Object.entries(FILES)) writeFileSync(join(dist, file), content);
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('firstLoadAssets', () => {
  it('lists the entry, the modulepreloads, the stylesheets and their static imports, each once', () => {
    const { assets } = firstLoadAssets(dist);
    expect(assets.map(({ file, kind, via }) => ({ file, kind, via }))).toEqual([
      { file: 'assets/entry.js', kind: 'js', via: 'entry' },
      { file: 'assets/runtime.js', kind: 'js', via: 'modulepreload' },
      { file: 'assets/index.css', kind: 'css', via: 'stylesheet' },
      { file: 'assets/side-effect.js', kind: 'js', via: 'import' },
      { file: 'assets/reexported.js', kind: 'js', via: 'import' },
      { file: 'assets/deep.js', kind: 'js', via: 'import' },
    ]);
  });

  it("reads the entry and modulepreloads that the build's app loader starts (vite/app-loader-plugin.ts)", () => {
    const built = deferAppScripts(INDEX_HTML.replace('<body>', '<body>\n'));
    expect(built).not.toContain('<script type="module"');
    const loaded = mkdtempSync(join(tmpdir(), 'first-load-loader-'));
    try {
      mkdirSync(join(loaded, 'assets'));
      writeFileSync(join(loaded, 'index.html'), built);
      for (const [file, content] of Object.entries(FILES)) writeFileSync(join(loaded, file), content);
      const files = (root: string) =>
        firstLoadAssets(root).assets.map(({ file, kind, via }) => ({ file, kind, via }));
      expect(new Set(files(loaded).map((asset) => JSON.stringify(asset)))).toEqual(
        new Set(files(dist).map((asset) => JSON.stringify(asset))),
      );
    } finally {
      rmSync(loaded, { recursive: true, force: true });
    }
  });

  it('leaves out what only import() reaches, other hosts, and files named inside strings', () => {
    const files = firstLoadAssets(dist).assets.map((asset) => asset.file);
    for (const lazy of ['lazy.js', 'lazy-too.js', 'lazy-dependency.js', 'lazy.css', 'in-a-string.js']) {
      expect(files).not.toContain(`assets/${lazy}`);
    }
    expect(files.some((file) => file.includes('analytics'))).toBe(false);
    expect(files.some((file) => file.includes('cover') || file.includes('favicon'))).toBe(false);
  });

  it('gives raw, gzip -9 and max-quality brotli bytes per file, and their sums per kind', () => {
    const { assets, totals } = firstLoadAssets(dist);
    const runtime = assets.find((asset) => asset.file === 'assets/runtime.js');
    const runtimeBytes = Buffer.from(FILES['assets/runtime.js'] ?? '');
    expect(runtime).toMatchObject({
      raw: runtimeBytes.length,
      gzip: gzipSync(runtimeBytes, { level: 9 }).length,
      brotli: sizeOf(runtimeBytes).brotli,
    });
    // repetitive text compresses: the sizes are real compressions, not copies of raw
    expect(runtime?.gzip).toBeLessThan(runtimeBytes.length);
    expect(runtime?.brotli).toBeLessThan(runtimeBytes.length);

    const js = assets.filter((asset) => asset.kind === 'js');
    expect(totals.js).toEqual({
      raw: js.reduce((sum, asset) => sum + asset.raw, 0),
      gzip: js.reduce((sum, asset) => sum + asset.gzip, 0),
      brotli: js.reduce((sum, asset) => sum + asset.brotli, 0),
    });
    expect(totals.css).toEqual(sizeOf(Buffer.from(FILES['assets/index.css'] ?? '')));
  });

  it('fails when a first-load file is missing from the build, rather than counting it as 0 bytes', () => {
    rmSync(join(dist, 'assets/deep.js'));
    expect(() => firstLoadAssets(dist)).toThrow(/deep\.js/);
    writeFileSync(join(dist, 'assets/deep.js'), FILES['assets/deep.js'] ?? '');
  });
});
