/**
 * `npm run dev` renders the pages on the server too (issue #17 item 5): a Vite plugin that answers
 * the app's page paths with the same route as production (server/routes/spa.ts), the render taken
 * from source through Vite's SSR loader (so an edit shows at the next load) and the template from
 * Vite's transform of index.html (its HMR client included). The goods and the supplier card come
 * from the API server that dev.ts started, over HTTP, as the browser would ask. No CSP in dev:
 * Vite's HMR preamble is an inline script of its own.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { mainStill } from '../src/rules/gallery-items';
import { DETAIL_CALL_PATH } from '../src/services/early-detail-contract';
import type { CachedDetail } from './cache/detail-cache';
import type { RenderPage } from './pages/app-render';
import { parseShell } from './pages/detail-html';
import { spaRoutes } from './routes/spa';

/** Paths the dev server leaves to Vite: its own, the sources, files, and what it proxies to the API. */
const NOT_A_PAGE = /^\/(@|src\/|node_modules\/|api\/|pay\/|UpLoad\/|EnPic\/)|\.[a-z0-9]+$/i;

async function postJson(url: string, body: unknown): Promise<{ status: number; text: string }> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: answer.status, text: await answer.text() };
}

export function devSsrPlugin(root: string, apiUrl: string): Plugin {
  return {
    name: 'plush:dev-ssr',
    configureServer(server: ViteDevServer) {
      const detailOf = async (id: number): Promise<CachedDetail | null> => {
        const { status, text } = await postJson(`${apiUrl}${DETAIL_CALL_PATH}`, { id, uid: 0 });
        if (status === 404) return null;
        const answer = JSON.parse(text);
        if (status !== 200 || answer.code !== 1) throw new Error(`detail ${id}: HTTP ${status}`);
        return { body: text, cover: mainStill('', answer.data.pics[0]) };
      };
      const supplierOf = async (sid: number) => {
        const { status, text } = await postJson(`${apiUrl}/api/rbh/supply/info`, { sid });
        const answer = JSON.parse(text);
        return status === 200 && answer.code === 1 ? answer.data : null;
      };
      // a list page's call, as the browser would make it
      const api = async (pathAndQuery: string) => {
        const answer = await fetch(`${apiUrl}${pathAndQuery}`);
        return { status: answer.status, body: await answer.json().catch(() => null) };
      };
      let renders = 0;
      const spa = spaRoutes(join(root, '.dev-pages-have-no-dist'), detailOf, {
        supplierOf,
        api,
        shell: async () =>
          parseShell(await server.transformIndexHtml('/', await readFile(join(root, 'index.html'), 'utf8'))),
        renderer: async () => {
          const module = (await server.ssrLoadModule('/src/entry-server.tsx')) as { renderPage: RenderPage };
          // a new version each time: an edited source is rendered afresh, never a kept page
          renders += 1;
          return { version: `dev-${renders}`, render: module.renderPage };
        },
      });
      server.middlewares.use(
        async (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
          const path = (req.url ?? '/').split('?')[0] ?? '/';
          if (req.method !== 'GET' || NOT_A_PAGE.test(path)) return next();
          try {
            const answer = await spa.fetch(
              new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
                headers: { accept: 'text/html' },
              }),
            );
            if (!answer.headers.get('content-type')?.startsWith('text/html')) return next();
            res.statusCode = answer.status;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(await answer.text());
          } catch (error) {
            server.ssrFixStacktrace(error as Error);
            next(error);
          }
        },
      );
    },
  };
}
