/**
 * `npm run dev`: the API server on API_PORT (default 3001) and Vite's dev server (PORT, default
 * 5173) with hot reload, rendering the pages on the server as npm start does (dev-ssr.ts);
 * vite.config.ts proxies /api, /pay, /UpLoad and /EnPic to the API server.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devSsrPlugin } from './dev-ssr';
import { loadPaymentSecret } from './payments/secret';
import { runMain } from './run-main';
import { settingsFromEnv } from './security/config';
import { createSecurityLog } from './security/security-log';
import { startServer } from './serve';

const root = fileURLToPath(new URL('..', import.meta.url));

async function main() {
  const apiPort = Number(process.env.API_PORT ?? 3001);
  const api = await startServer({
    port: apiPort,
    host: '127.0.0.1',
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: join(root, '.data', 'pglite'),
    mediaDir: join(root, '.data', 'media'),
    seed: true,
    log: true,
    settings: settingsFromEnv(process.env),
    securityLog: createSecurityLog(),
    paymentSecret: loadPaymentSecret(process.env, join(root, '.data')),
  });
  console.log(`API server running at ${api.url}`);
  // vite.config.ts reads API_PROXY when the dev server is created, so it is set before (from the
  // API's address: API_PORT=0 picks a free port)
  process.env.API_PROXY ??= `http://127.0.0.1:${api.port}`;

  const { createServer } = await import('vite');
  // the pages rendered on the server, as npm start does (server/dev-ssr.ts)
  const vite = await createServer({
    root,
    server: { port: Number(process.env.PORT ?? 5173) },
    plugins: [devSsrPlugin(root, process.env.API_PROXY)],
  });
  await vite.listen();
  vite.printUrls();
  const local = vite.resolvedUrls?.local[0];
  if (local) console.log(`毛绒玩具批发 商品详情页 (dev) at ${local}detail?id=1001`);

  return [vite, api];
}

runMain(main);
