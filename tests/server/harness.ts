/**
 * The server-test harness: the real server on an ephemeral port, a fresh database (see
 * test-database.ts), the demo catalogue seeded, media in .test-data/media (generation is
 * idempotent, so runs and files share it). One server per test file: start it in beforeAll.
 */
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { LoginResponse } from '@/services/schemas';
import { DEMO_USER, OTHER_USER } from '../../server/seed/catalogue';
import { type StartOptions, startServer } from '../../server/serve';
import { seededSnapshot } from '../support/seeded-snapshot';
import { createTestDatabase } from './test-database';

export const TEST_MEDIA_DIR = fileURLToPath(new URL('../../.test-data/media', import.meta.url));

export { DEMO_USER, OTHER_USER };

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  /** the body parsed as JSON (undefined when it is not JSON) */
  json: unknown;
}

export interface TestServer {
  url: string;
  get(path: string, token?: string): Promise<Reply>;
  post(path: string, body: unknown, token?: string): Promise<Reply>;
  /** a form post, as the payment page's buttons send */
  postForm(path: string, fields: Record<string, string>): Promise<Reply>;
  login(user?: { mobile: string; password: string }): Promise<string>;
  close(): Promise<void>;
}

export async function reply(res: Response): Promise<Reply> {
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

export const bearer = (token?: string): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

export async function startTestServer(extra: Partial<StartOptions> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const server = await startServer({
    port: 0,
    mediaDir: TEST_MEDIA_DIR,
    seed: true,
    // on embedded PGlite: the catalogue migrated and seeded once, not again per server
    ...(database.options.databaseUrl ? {} : { startFrom: await seededSnapshot(TEST_MEDIA_DIR) }),
    ...database.options,
    ...extra,
  });
  const api: TestServer = {
    url: server.url,
    get: async (path, token) => reply(await fetch(server.url + path, { headers: bearer(token) })),
    post: async (path, body, token) =>
      reply(
        await fetch(server.url + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...bearer(token) },
          body: JSON.stringify(body),
        }),
      ),
    postForm: async (path, fields) =>
      reply(await fetch(server.url + path, { method: 'POST', body: new URLSearchParams(fields) })),
    async login(user = DEMO_USER) {
      const res = await api.post('/api/auth/login', { mobile: user.mobile, password: user.password });
      return v.parse(LoginResponse, res.json).data.token;
    },
    async close() {
      await server.close();
      await database.drop();
    },
  };
  return api;
}

/** Parses a reply with a schema of src/services/schemas.ts; a mismatch fails with valibot's issues. */
export function expectShape<S extends v.GenericSchema>(schema: S, res: Reply): v.InferOutput<S> {
  const result = v.safeParse(schema, res.json);
  if (!result.success) {
    const issues = result.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`).join('\n');
    throw new Error(
      `HTTP ${res.status} body does not match the schema:\n${issues}\n${res.text.slice(0, 500)}`,
    );
  }
  return result.output;
}

/** The failure envelope every error has. */
export const Failure = v.object({
  code: v.literal(0),
  msg: v.pipe(v.string(), v.minLength(1)),
  data: v.null(),
});
