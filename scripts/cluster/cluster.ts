/**
 * The rehearsed deployment (issue 20 item 6): one PostgreSQL, N server instances started at
 * once on it, nginx in front. Used by `npm run cluster`, the cluster test and the benchmark.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Instance, startInstance } from './instances';
import { type Nginx, startNginx } from './nginx';
import { type Postgres, startPostgres } from './postgres';

export interface Cluster {
  /** nginx's address */
  url: string;
  postgres: Postgres;
  instances: Instance[];
  nginx: Nginx;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  instances?: number;
  /** the built app to serve; without it the instances serve the API and the media only */
  distDir?: string;
  /** where the instances write the demo media (shared by all); default a temp dir, removed at stop */
  mediaDir?: string;
  /** fsync off in PostgreSQL: for tests and benchmarks */
  fast?: boolean;
  /** nginx's port (default: a free one) */
  port?: number;
  log?: (line: string) => void;
}

/** Stops every part given, the last started first, even when one of them fails to stop. */
async function stopAll(parts: Array<{ stop(): Promise<void> } | undefined>): Promise<void> {
  for (const part of [...parts].reverse()) await part?.stop().catch(() => {});
}

export async function startCluster({
  instances: count = 2,
  distDir,
  mediaDir,
  fast = false,
  port,
  log = () => {},
}: ClusterOptions = {}): Promise<Cluster> {
  const ownMedia = mediaDir ? undefined : mkdtempSync(join(tmpdir(), 'plush-media-'));
  const media = mediaDir ?? (ownMedia as string);
  const removeMedia = {
    async stop() {
      if (ownMedia) rmSync(ownMedia, { recursive: true, force: true });
    },
  };
  const postgres = await startPostgres({ fast, log });
  const started: Array<{ stop(): Promise<void> }> = [removeMedia, postgres];
  try {
    log(`starting ${count} server instances at once`);
    const results = await Promise.allSettled(
      Array.from({ length: count }, () =>
        startInstance({ databaseUrl: postgres.url, mediaDir: media, distDir }),
      ),
    );
    const instances = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    started.push(...instances);
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    for (const instance of instances) log(`instance ${instance.pid} at ${instance.url}`);
    const nginx: Nginx = await startNginx(
      instances.map((i) => new URL(i.url).host),
      port,
    );
    started.push(nginx);
    log(`nginx ${nginx.pid} at ${nginx.url}`);
    return { url: nginx.url, postgres, instances, nginx, stop: () => stopAll(started) };
  } catch (err) {
    await stopAll(started);
    throw err;
  }
}
