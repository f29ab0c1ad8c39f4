/**
 * A port another program holds (issue 19 item 22): said in Chinese and English with what to do,
 * not as a stack trace, and found before the first start's minutes of building and seeding.
 */
import { createServer } from 'node:net';
import { StartupProblem } from './startup-problem';

export function portInUse(port: number, host: string, cause?: unknown): StartupProblem {
  return new StartupProblem(
    `${host}:${port}`,
    { zh: `端口 ${port} 已被占用`, en: `port ${port} is already in use` },
    {
      zh: `先停止占用该端口的程序（也许是另一个 npm start），或换一个端口，例如 PORT=${port + 1} npm start`,
      en: `stop the program that holds it (perhaps another npm start), or choose another port, e.g. PORT=${port + 1} npm start`,
    },
    { cause },
  );
}

export const isAddressInUse = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EADDRINUSE';

/** Resolves when the port can be listened on (it is let go at once); else a portInUse problem. */
export function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => reject(isAddressInUse(error) ? portInUse(port, host, error) : error));
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}
