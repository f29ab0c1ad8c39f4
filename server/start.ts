/**
 * `npm start`: builds the app (the browser's bundle and the server's render of its pages) when
 * dist/ is missing or older than its sources, then serves the
 * app, the API and the media on PORT (default 3000) with the embedded database in .data/pglite
 * (or PostgreSQL when DATABASE_URL is set), seeding the demo catalogue on first start.
 * DATA_DIR moves .data (database and media) elsewhere, e.g. for the start-up benchmark.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './build-app';
import { buildIsStale, stampBuild } from './build-freshness';
import { demoLinks } from './demo-links';
import { loadPaymentSecret } from './payments/secret';
import { assertPortFree } from './port-in-use';
import { runMain } from './run-main';
import { settingsFromEnv } from './security/config';
import { createSecurityLog } from './security/security-log';
import { startServer } from './serve';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts: string[]) => join(root, ...parts);

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  // before the build and the seed: a port in use is said at once, not after minutes of work
  await assertPortFree(port, host);
  if (buildIsStale(root, process.env)) {
    console.log('dist/ 不存在或已过期，正在构建前端（vite build）…（building the app）');
    await buildApp(root);
    stampBuild(root, process.env);
  }
  const dataDir = process.env.DATA_DIR || at('.data');
  const server = await startServer({
    port,
    host,
    progress: (line) => console.log(line),
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: join(dataDir, 'pglite'),
    mediaDir: join(dataDir, 'media'),
    distDir: at('dist'),
    seed: true,
    settings: settingsFromEnv(process.env),
    securityLog: createSecurityLog(),
    paymentSecret: loadPaymentSecret(process.env, dataDir),
  });
  for (const line of demoLinks(server.url)) console.log(line);

  return [server];
}

runMain(main);
