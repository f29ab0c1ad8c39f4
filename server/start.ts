/**
 * `npm start`: builds the app when dist/ is missing or older than its sources, then serves the
 * app, the API and the media on PORT (default 3000) with the embedded database in .data/pglite
 * (or PostgreSQL when DATABASE_URL is set), seeding the demo catalogue on first start.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMain } from './run-main';
import { startServer } from './serve';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts: string[]) => join(root, ...parts);

/** The newest modification time below a file or folder (0 when it does not exist). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), info.mtimeMs);
}

const BUILD_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'tailwind.config.ts'];

function buildIsStale(): boolean {
  const built = existsSync(at('dist', 'index.html')) ? statSync(at('dist', 'index.html')).mtimeMs : 0;
  return built === 0 || BUILD_INPUTS.some((input) => newest(at(input)) > built);
}

async function main() {
  if (buildIsStale()) {
    console.log('dist/ 不存在或已过期，正在构建前端（vite build）…');
    // loaded only when needed: serving a fresh build should not pay for the bundler
    const { build } = await import('vite');
    await build({ root });
  }
  const port = Number(process.env.PORT ?? 3000);
  const server = await startServer({
    port,
    host: process.env.HOST ?? '0.0.0.0',
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: at('.data', 'pglite'),
    mediaDir: at('.data', 'media'),
    distDir: at('dist'),
    seed: true,
  });
  console.log(`毛绒玩具批发 商品详情页 running at ${server.url}/detail?id=1001`);

  return [server];
}

runMain(main);
