/**
 * A PostgreSQL that cannot be reached at start (issue 20 item 5): the start fails saying which
 * database (its URL without the password), what is wrong and what to do, not node-postgres'
 * bare `connect ECONNREFUSED`.
 */
import { createServer } from 'node:net';
import { expect, it } from 'vitest';
import { shownUrl } from '../../server/db/connection-problem';
import { startServer } from '../../server/serve';
import { TEST_MEDIA_DIR } from './harness';

/** A loopback port nothing listens on: taken from the OS, then let go. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });

it('names the database without its password, the cause and the fix when nothing answers', async () => {
  const port = await closedPort();
  const url = `postgres://shop:s3cret@127.0.0.1:${port}/plush`;
  const refusal = startServer({ port: 0, databaseUrl: url, mediaDir: TEST_MEDIA_DIR });
  await expect(refusal).rejects.toThrow(
    `无法启动：postgres://shop:***@127.0.0.1:${port}/plush：无法连接数据库（连接被拒绝：该地址上没有运行 PostgreSQL`,
  );
  await expect(refusal).rejects.toThrow('处理办法：确认 PostgreSQL 正在运行');
  await expect(refusal).rejects.toThrow('cannot connect to the database (connection refused');
  await expect(refusal).rejects.not.toThrow('s3cret');
});

it('never shows a password of the URL', () => {
  expect(shownUrl('postgres://u:p%40ss@db:5432/x')).toBe('postgres://u:***@db:5432/x');
  expect(shownUrl('postgres://u@db/x')).toBe('postgres://u@db/x');
  expect(shownUrl('not a url')).toBe('DATABASE_URL (not a valid URL)');
});
