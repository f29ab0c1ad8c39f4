/**
 * One server instance of the cluster, in a process of its own so that it can be killed (SIGKILL)
 * like a real one: `node --import tsx scripts/cluster/instance.ts` with DATABASE_URL, PORT (0: any
 * free port), MEDIA_DIR and, to serve the built app, DIST_DIR. Prints one JSON line
 * `{"url", "pid"}` on stdout once it listens. (Not through the tsx CLI, which would put a second
 * process between the pid and the server.) `npm start` is the same server for one instance;
 * this entry skips its build step, which the cluster does once for all instances.
 */
import { dirname } from 'node:path';
import { loadPaymentSecret } from '../../server/payments/secret';
import { settingsFromEnv } from '../../server/security/config';
import { createSecurityLog } from '../../server/security/security-log';
import { startServer } from '../../server/serve';
import { StartupProblem } from '../../server/startup-problem';

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
    // TRUST_PROXY (nginx in front) and CORS_ORIGINS, as npm start reads them
    settings: settingsFromEnv(process.env),
    securityLog: createSecurityLog(),
    // every instance must check the provider's notifications with the same key: the cluster
    // passes one PAYMENT_SECRET to all (scripts/cluster/instances.ts)
    paymentSecret: loadPaymentSecret(process.env, dirname(mediaDir)),
  });
  process.stdout.write(`${JSON.stringify({ url: server.url, pid: process.pid })}\n`);
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
