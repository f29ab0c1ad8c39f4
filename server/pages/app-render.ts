/**
 * The server's render of the app's pages (issue #17): the server entry that `vite build --ssr`
 * made of src/entry-server.tsx (dist/server/entry-server.js), loaded on first use and again when
 * a new build replaces it. In `npm run dev` Vite loads the entry from source instead (server/dev.ts).
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRequest, RenderedPage } from '../../src/entry-server';

export type { PageRequest, RenderedPage };
export type RenderPage = (request: PageRequest) => Promise<RenderedPage>;

export interface Renderer {
  /** changes with each build: pages rendered by another build are not reused */
  version: string;
  render: RenderPage;
}

/** Where `vite build --ssr` puts the server entry, inside the client build's folder. */
export const SERVER_BUILD_DIR = 'server';
export const serverBuildDir = (distDir: string) => join(distDir, SERVER_BUILD_DIR);
export const serverEntryOf = (distDir: string) => join(serverBuildDir(distDir), 'entry-server.js');

/** The built entry of distDir, or null while there is none (a build without it: the page renders in the browser). */
export function builtRenderer(distDir: string): () => Promise<Renderer | null> {
  const file = serverEntryOf(distDir);
  let current: { version: string; loading: Promise<Renderer | null> } | undefined;
  return async () => {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const version = `${info.size}-${info.mtimeMs}`;
    if (current?.version !== version) {
      // a new URL per build: Node keeps every module it imported under its URL
      const url = `${pathToFileURL(file).href}?v=${encodeURIComponent(version)}`;
      const loading = import(url).then(
        (module: { renderPage?: RenderPage }) =>
          typeof module.renderPage === 'function' ? { version, render: module.renderPage } : null,
        (error: unknown) => {
          console.error('服务器渲染入口加载失败：', error);
          return null;
        },
      );
      current = { version, loading };
    }
    return current.loading;
  };
}
