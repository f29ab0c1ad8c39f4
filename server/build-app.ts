/**
 * The app's build, as `npm run build` makes it: the browser's bundle into dist/, then the server's
 * render of the pages (src/entry-server.tsx, issue #17) into dist/server. For npm start, the
 * cluster and the benchmarks, which build when dist/ is stale; vite is loaded only then.
 */
import { join } from 'node:path';
import type { LogLevel } from 'vite';
import { serverBuildDir } from './pages/app-render';

export async function buildApp(root: string, logLevel?: LogLevel): Promise<void> {
  const { build } = await import('vite');
  await build({ root, logLevel });
  await build({
    root,
    logLevel,
    build: { ssr: 'src/entry-server.tsx', outDir: serverBuildDir(join(root, 'dist')), emptyOutDir: false },
  });
}
