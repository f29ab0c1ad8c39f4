// @vitest-environment node
/**
 * The code a /detail page fetches once it has hydrated and the browser is idle (issue #17: a first
 * touch on 下载图片视频 waits for the media alone): the build lists the chunks of what the views, the
 * detail route and the zip service import with import() — the video player aside — with the chunks
 * they import, and never a chunk of the first load (vite/app-loader-plugin.ts).
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { deferAppScripts, idleChunks, idleModules } from '../../vite/app-loader-plugin';

const src = (path: string) => `/repo/src/${path}`;

function chunk(fileName: string, moduleIds: string[], imports: string[] = []): OutputChunk {
  return { type: 'chunk', fileName, moduleIds, imports } as unknown as OutputChunk;
}

describe('idleModules', () => {
  it("takes what the views, the detail route and the zip service import(), not the video player nor the routes' pages", () => {
    const wanted = idleModules([
      { id: src('views/detail-page-view.tsx'), dynamicallyImportedIds: [src('views/login-dialog.tsx')] },
      {
        id: src('views/gallery-view.tsx'),
        dynamicallyImportedIds: [src('views/gallery-swipe.tsx'), src('views/video-player.tsx')],
      },
      { id: src('routes/detail-route.tsx'), dynamicallyImportedIds: [src('services/zip-download.ts')] },
      {
        id: src('services/zip-download.ts'),
        dynamicallyImportedIds: ['/repo/node_modules/jszip/dist/jszip.min.js'],
      },
      { id: src('routes/router.tsx'), dynamicallyImportedIds: [src('routes/flows-page.tsx')] },
      { id: src('services/api.ts'), dynamicallyImportedIds: [src('services/elsewhere.ts')] },
    ]);
    expect([...wanted].sort()).toEqual(
      [
        src('views/login-dialog.tsx'),
        src('views/gallery-swipe.tsx'),
        src('services/zip-download.ts'),
        '/repo/node_modules/jszip/dist/jszip.min.js',
      ].sort(),
    );
  });
});

describe('idleChunks', () => {
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', [src('main.tsx')], ['assets/libs.js', 'assets/shared.js']),
      chunk('assets/libs.js', ['/repo/node_modules/react/index.js']),
      chunk('assets/shared.js', [src('copy/copy.ts')]),
      chunk(
        'assets/login-dialog.js',
        [src('views/login-dialog.tsx')],
        ['assets/dialog.js', 'assets/libs.js'],
      ),
      chunk('assets/dialog.js', ['/repo/node_modules/@headlessui/react/dialog.js'], ['assets/shared.js']),
      chunk('assets/zip-download.js', [src('services/zip-download.ts')]),
      chunk('assets/flows-page.js', [src('routes/flows-page.tsx')], ['assets/elk.js']),
      chunk('assets/elk.js', ['/repo/node_modules/elkjs/elk.js']),
      { type: 'asset', fileName: 'assets/index.css' },
    ].map((output) => [output.fileName, output]),
  ) as unknown as OutputBundle;
  const entry = bundle['assets/index.js'] as OutputChunk;

  it('lists the chunks holding the modules and what they import, as URLs, without the first load', () => {
    const modules = new Set([src('views/login-dialog.tsx'), src('services/zip-download.ts')]);
    expect(idleChunks(bundle, entry, modules)).toEqual([
      '/assets/dialog.js',
      '/assets/login-dialog.js',
      '/assets/zip-download.js',
    ]);
  });

  it('lists nothing for a module of the first load', () => {
    expect(idleChunks(bundle, entry, new Set([src('copy/copy.ts')]))).toEqual([]);
  });
});

describe('deferAppScripts', () => {
  it('names the idle chunks on the loader beside the entry and its preloads', () => {
    const html = deferAppScripts(
      '<html><head><script type="module" crossorigin src="/assets/index.js"></script>\n' +
        '<link rel="modulepreload" crossorigin href="/assets/libs.js">\n</head><body></body></html>',
      ['/assets/dialog.js', '/assets/zip-download.js'],
    );
    expect(html).toContain('data-entry="/assets/index.js"');
    expect(html).toContain('data-preload="/assets/libs.js"');
    expect(html).toContain('data-idle="/assets/dialog.js /assets/zip-download.js"');
  });
});
