/**
 * `npm run cluster`: PostgreSQL (a throwaway cluster in a temp dir), two server instances and
 * nginx in front (deploy/nginx/plush.conf), round robin; prints the URL. Ctrl-C stops everything
 * and removes the temp dirs. INSTANCES=3 for more; PORT for nginx's port (default a free one).
 */
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../server/build-app';
import { buildIsStale, stampBuild } from '../../server/build-freshness';
import { startCluster } from './cluster';

const root = fileURLToPath(new URL('../..', import.meta.url));
const log = (line: string) => console.log(`[cluster] ${line}`);

if (buildIsStale(root, process.env)) {
  log('dist/ 不存在或已过期，正在构建前端（vite build）…');
  await buildApp(root, 'warn');
  stampBuild(root, process.env);
}

const cluster = await startCluster({
  instances: Number(process.env.INSTANCES ?? 2),
  distDir: fileURLToPath(new URL('../../dist', import.meta.url)),
  port: process.env.PORT ? Number(process.env.PORT) : undefined,
  log,
});
console.log(`\n毛绒玩具批发 · cluster running at ${cluster.url}/detail?id=1001`);
console.log(`  nginx ${cluster.url} → ${cluster.instances.map((i) => i.url).join(', ')}`);
console.log(`  PostgreSQL ${cluster.postgres.url}`);
console.log('  Ctrl-C stops everything and removes the temp dirs.\n');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  log('stopping');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
