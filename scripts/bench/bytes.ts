/**
 * First-load bytes of /detail, per chunk and in total, against the budget (JS ≤ 150 KB gzip,
 * CSS ≤ 15 KB gzip). The floor is React + react-dom alone: a one-element app built by the same
 * vite in the same run, the least any React page can load.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AssetSize, type FirstLoad, firstLoadAssets, KB } from './first-load';
import { ratioOf } from './stats';
import type { BenchContext, Benchmark, BenchRow } from './types';

const JS_BUDGET = 150 * KB;
const CSS_BUDGET = 15 * KB;

const REACT_FLOOR_MAIN = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(createElement('h1', null, 'floor'));
`;

/** Builds the React-only app under bench/tmp (inside the project, so 'react' resolves). */
async function reactFloor(root: string): Promise<AssetSize> {
  const dir = join(root, 'bench', 'tmp', 'react-floor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
  );
  writeFileSync(join(dir, 'main.js'), REACT_FLOOR_MAIN);
  const { build } = await import('vite');
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    build: { outDir: 'dist', emptyOutDir: true },
  });
  return firstLoadAssets(join(dir, 'dist')).totals.js;
}

const kb = (bytes: number) => bytes / KB;
const text = (size: AssetSize) =>
  `raw ${kb(size.raw).toFixed(1)} KB, brotli ${kb(size.brotli).toFixed(1)} KB`;

function chunkRows({ assets }: FirstLoad): BenchRow[] {
  return assets.map((asset) => ({
    benchmark: 'bytes',
    metric: `${asset.file} (${asset.via}, gzip)`,
    value: kb(asset.gzip),
    unit: 'KB',
    note: text(asset),
  }));
}

async function run(context: BenchContext): Promise<BenchRow[]> {
  const firstLoad = firstLoadAssets(context.distDir);
  context.log('bytes: building the React-only floor');
  const floor = await reactFloor(context.root);
  const { js, css } = firstLoad.totals;
  return [
    ...chunkRows(firstLoad),
    {
      benchmark: 'bytes',
      metric: 'first-load JS (gzip)',
      value: kb(js.gzip),
      unit: 'KB',
      floor: kb(floor.gzip),
      ratio: ratioOf(js.gzip, floor.gzip),
      target: '≤ 150 KB',
      pass: js.gzip <= JS_BUDGET,
      note: 'floor: React + react-dom alone',
    },
    {
      benchmark: 'bytes',
      metric: 'first-load JS (brotli)',
      value: kb(js.brotli),
      unit: 'KB',
      floor: kb(floor.brotli),
      ratio: ratioOf(js.brotli, floor.brotli),
      note: `raw ${kb(js.raw).toFixed(1)} KB`,
    },
    {
      benchmark: 'bytes',
      metric: 'first-load CSS (gzip)',
      value: kb(css.gzip),
      unit: 'KB',
      target: '≤ 15 KB',
      pass: css.gzip <= CSS_BUDGET,
      note: text(css),
    },
  ];
}

const benchmark: Benchmark = { name: 'bytes', run };
export default benchmark;
