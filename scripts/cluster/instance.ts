/**
 * One server instance of the cluster, in a process of its own so that it can be killed (SIGKILL)
 * like a real one: `node --import tsx scripts/cluster/instance.ts` with DATABASE_URL, PORT (0: any
 * free port), MEDIA_DIR and, to serve the built app, DIST_DIR. Prints one JSON line
 * `plush-instance {"url", "pid"}` on stdout once it listens (the security log is JSON lines too). (Not through the tsx CLI, which would put a second
 * process between the pid and the server.) `npm start` is the same server for one instance;
 * this entry skips its build step, which the cluster does once for all instances.
 */
import { dirname } from 'node:path';
import { loadPaymentSecret } from '../../server/payments/secret';
import { settingsFromEnv } from '../../server/security/config';
import { createSecurityLog } from '../../server/security/security-log';
import { startServer } from '../../server/serve';
import { StartupProblem } from '../../server/startup-problem';

/** What the ready line starts with (scripts/cluster/instances.ts reads it). */
const READY_MARK = 'plush-instance';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('instance: DATABASE_URL is required');
  process.exit(2);
}

const mediaDir = process.env.MEDIA_DIR ?? '.cluster-data/media';

try {
  const server = await startServer({
    port: Number(process.env.PORT ?? 0),
    host: process.env.HOST ?? '127.0.0.1',
    databaseUrl,
    mediaDir,
    distDir: process.env.DIST_DIR || undefined,
    seed: true,
    // as npm start: TRUST_PROXY and CORS_ORIGINS, the security log on stdout, one PAYMENT_SECRET
    // for all instances (a payment created through one is confirmed through another)
    settings: settingsFromEnv(process.env),
    securityLog: createSecurityLog(),
    paymentSecret: loadPaymentSecret(process.env, dirname(mediaDir)),
  });
  process.stdout.write(`${READY_MARK} ${JSON.stringify({ url: server.url, pid: process.pid })}\n`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (err) {
  console.error(err instanceof StartupProblem ? err.message : err);
  process.exit(1);
}
