/**
 * A second `npm start` on a port in use (issue 19 item 22): it says so in Chinese and English with
 * what to do, and leaves nothing open. Before, the listen error surfaced as a raw EADDRINUSE stack.
 */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertPortFree } from '../../server/port-in-use';
import { startServer } from '../../server/serve';
import { StartupProblem } from '../../server/startup-problem';
import { TEST_MEDIA_DIR } from './harness';

let holder: Server;
let port = 0;
beforeAll(async () => {
  holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  port = (holder.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => holder.close(resolve));
});

function expectPortInUse(error: unknown) {
  expect(error).toBeInstanceOf(StartupProblem);
  const message = (error as Error).message;
  expect(message).toContain(`端口 ${port} 已被占用`);
  expect(message).toContain(`port ${port} is already in use`);
  expect(message).toContain(`PORT=${port + 1} npm start`);
}

describe('a port in use', () => {
  it('is found before the build and the seed start', async () => {
    expectPortInUse(await assertPortFree(port, '127.0.0.1').catch((error: unknown) => error));
  });

  it('stops startServer with the problem in Chinese and English', async () => {
    const error = await startServer({ port, host: '127.0.0.1', mediaDir: TEST_MEDIA_DIR }).catch(
      (e: unknown) => e,
    );
    expectPortInUse(error);
  }, 60_000);

  it('lets a free port through', async () => {
    const free = createServer();
    await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
    const freePort = (free.address() as { port: number }).port;
    await new Promise((resolve) => free.close(resolve));
    await expect(assertPortFree(freePort, '127.0.0.1')).resolves.toBeUndefined();
  });
});
