/**
 * The server `npm run bench` measures, in a process of its own so that its memory can be sampled
 * by pid without the benchmarks' own allocations: a fresh in-memory database seeded with the demo
 * catalogue and the built app. Prints one JSON line `{"url", "pid"}` on stdout once it listens.
 *
 * Run as `node --import tsx scripts/bench/serve-child.ts <distDir> <mediaDir> [dataDir]` (not
 * through the tsx CLI, which would put a second process between the pid and the server). The
 * durability test and `npm run soak` give a PGlite data directory on disk as `dataDir` (default
 * `memory://`), so that a killed child leaves its data behind; an empty distDir serves no app.
 */
import { startServer } from '../../server/serve';

const [distDir = 'dist', mediaDir = '.bench-data/media', dataDir = 'memory://'] = process.argv.slice(2);

const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  mediaDir,
  distDir: distDir || undefined,
  seed: true,
});
process.stdout.write(`${JSON.stringify({ url: server.url, pid: process.pid })}\n`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
