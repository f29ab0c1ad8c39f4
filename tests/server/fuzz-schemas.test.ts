/**
 * The fuzz, from the schemas themselves (issue 24 item 4). Every route that takes input is listed
 * with the valibot schema it parses; from it the test makes well-formed requests (random valid
 * values for every field) and, for EVERY leaf field, one request per hostile value of its kind
 * (each control character, NUL to U+001F and DEL, in text; 2.5, 2^31, 1e300, '1e3', -1, 0… for
 * ids, quantities and pages), all other fields well-formed. goods_spec is generated from the page's own cart line schema (CartSpecLine,
 * every field the page sends), as JSON text.
 *
 * Every answer: no 5xx; a hostile number (one its schema refuses, or any inside goods_spec):
 * refused with 400 (a path parameter: the page's 404); a control character in any text field, a
 * path parameter's too: 400 with 请求内容含有不允许的控制字符.
 * On the code before issue 24 this file found F1 (a NUL in /api/goods/search's keyword: 500) and
 * F2 (goods_spec[0].id of 2.5, 2^31, 1e300: 500). The route list is checked against the app's.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartSpecLine } from '@/domain/cart';
import { createApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import { MSG_CONTROL_CHARACTER } from '../../server/http/validate';
import { LinkFields } from '../../server/payments/provider';
import { LoginBody } from '../../server/routes/auth';
import { RemoveBody, SaveBody, UpdateBody } from '../../server/routes/cart';
import { FeaturedQuery, PageQuery, RecommendedQuery, SearchQuery } from '../../server/routes/catalogue';
import { FavouriteBody } from '../../server/routes/favourite';
import { DetailRequest, PageDataQuery } from '../../server/routes/goods-detail';
import { CreateOrderBody, OrderNoBody } from '../../server/routes/orders';
import { CreateBody, NotificationBody, OrderQuery } from '../../server/routes/payments';
import { SimilarBody } from '../../server/routes/similar';
import { ShopQuery, SidBody } from '../../server/routes/supplier';
import { DownloadBody, UploadBody, UploadParams } from '../../server/routes/transfer';
import { DEMO_USER, startTestServer, TEST_MEDIA_DIR, type TestServer } from './harness';
import { at, HOSTILE, leaves, replaced, validValue } from './schema-arbitrary';

interface SchemaRoute {
  method: 'GET' | 'POST';
  path: string;
  input: 'body' | 'query' | 'params' | 'form';
  schema: v.GenericSchema;
  /** fields that carry another schema's JSON text */
  nested?: Record<string, v.GenericSchema>;
}

const SCHEMA_ROUTES: readonly SchemaRoute[] = [
  { method: 'POST', path: '/api/62442353b9c1b', input: 'body', schema: DetailRequest },
  { method: 'GET', path: '/api/page-data/detail', input: 'query', schema: PageDataQuery },
  { method: 'GET', path: '/api/goods/list', input: 'query', schema: PageQuery },
  { method: 'GET', path: '/api/goods/featured', input: 'query', schema: FeaturedQuery },
  { method: 'GET', path: '/api/goods/search', input: 'query', schema: SearchQuery },
  { method: 'GET', path: '/api/6086900689dc9', input: 'query', schema: RecommendedQuery },
  { method: 'POST', path: '/api/rbh/supply/info', input: 'body', schema: SidBody },
  { method: 'POST', path: '/api/mini/supply/info', input: 'body', schema: SidBody },
  { method: 'GET', path: '/api/shop/goods', input: 'query', schema: ShopQuery },
  {
    method: 'POST',
    path: '/api/rbh/cart/save',
    input: 'body',
    schema: SaveBody,
    nested: { goods_spec: v.pipe(v.array(CartSpecLine), v.maxLength(2)) },
  },
  { method: 'POST', path: '/api/rbh/cart/update', input: 'body', schema: UpdateBody },
  { method: 'POST', path: '/api/rbh/cart/remove', input: 'body', schema: RemoveBody },
  { method: 'POST', path: '/api/6087db4edf7ee', input: 'body', schema: FavouriteBody },
  { method: 'POST', path: '/api/62ab5261774a1', input: 'body', schema: SimilarBody },
  { method: 'POST', path: '/api/mini/goods/download/update', input: 'body', schema: DownloadBody },
  { method: 'POST', path: '/api/mini/goods/upload/update', input: 'body', schema: UploadBody },
  {
    method: 'GET',
    path: '/api/mini/goods/upload/view/:goodsId/:platform',
    input: 'params',
    schema: UploadParams,
  },
  { method: 'POST', path: '/api/auth/login', input: 'body', schema: LoginBody },
  { method: 'POST', path: '/api/pay/create', input: 'body', schema: CreateBody },
  { method: 'GET', path: '/api/pay/status', input: 'query', schema: OrderQuery },
  { method: 'POST', path: '/api/pay/cancel', input: 'body', schema: OrderQuery },
  { method: 'POST', path: '/api/pay/notify', input: 'body', schema: NotificationBody },
  { method: 'POST', path: '/api/order/create', input: 'body', schema: CreateOrderBody },
  { method: 'GET', path: '/api/order/detail', input: 'query', schema: OrderNoBody },
  { method: 'POST', path: '/api/order/cancel', input: 'body', schema: OrderNoBody },
  { method: 'POST', path: '/api/order/pay', input: 'body', schema: OrderNoBody },
  { method: 'GET', path: '/pay', input: 'query', schema: LinkFields },
  { method: 'POST', path: '/pay/confirm', input: 'form', schema: LinkFields },
  { method: 'POST', path: '/pay/cancel', input: 'form', schema: LinkFields },
];

/** Routes that take no input at all (their refusals are the other fuzz's). */
const WITHOUT_INPUT = new Set([
  'GET /api/rbh/cart/list',
  'GET /api/order/list',
  'POST /api/auth/logout',
  'GET /api/auth/me',
  'GET /api/auth/sessions',
  'POST /api/auth/logout-others',
  'GET /UpLoad/*',
  'GET /EnPic/*',
  'GET /*',
  // feat/scale's health checks
  'GET /healthz',
  'GET /readyz',
]);

const SEED = 20261127;
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ sleep: async () => {} } as Parameters<typeof startTestServer>[0]);
  token = await server.login();
});
afterAll(() => server?.close());

/** A well-formed input: the user ids are the logged-in buyer's, so that requests reach the handler. */
function sample(route: SchemaRoute, runs: number, offset = 0): Record<string, unknown>[] {
  // the walker reads a pipe's bounds on strings, not those checked after a transform (a page's
  // digits above its maximum): only values the schema accepts, so that the one hostile field is
  // the only thing a refusal can be about
  const accepted = validValue(route.schema).filter((x) => v.safeParse(route.schema, x).success);
  const values = fc.sample(accepted, { numRuns: runs + offset, seed: SEED }).slice(offset);
  return values.map((value) => {
    const input = { ...(value as Record<string, unknown>) };
    if ('uid' in input || Object.hasOwn((route.schema as { entries?: object }).entries ?? {}, 'uid'))
      input.uid = DEMO_USER.id;
    for (const [field, schema] of Object.entries(route.nested ?? {}))
      input[field] = fc.sample(validValue(schema), { numRuns: 1, seed: SEED + offset })[0];
    return input;
  });
}

/** The largest id and quantity of the contract (PostgreSQL `integer`), written here, not imported:
 * the fuzz must not loosen with the code it checks. */
const INT32_MAX = 2_147_483_647;

/** An integer a PostgreSQL `integer` holds, as a JSON number or as the plain digits a form sends. */
function int32(value: unknown): boolean {
  const n =
    typeof value === 'number' ? value : /^-?\d{1,10}$/.test(String(value)) ? Number(value) : Number.NaN;
  return Number.isInteger(n) && Math.abs(n) <= INT32_MAX;
}

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

async function send(route: SchemaRoute, input: Record<string, unknown>) {
  // nested fields travel as JSON text, as the page sends goods_spec
  const wire: Record<string, unknown> = { ...input };
  for (const field of Object.keys(route.nested ?? {})) wire[field] = JSON.stringify(input[field]);
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (route.path === '/api/auth/login') delete headers.authorization; // a login would rotate it
  let url = server.url + route.path;
  let body: string | undefined;
  if (route.input === 'query')
    url += `?${new URLSearchParams(Object.entries(wire).map(([k, x]) => [k, text(x)]))}`;
  else if (route.input === 'params')
    url =
      server.url + route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(text(wire[name])));
  else if (route.input === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(Object.entries(wire).map(([k, x]) => [k, text(x)])).toString();
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(wire);
  }
  const res = await fetch(url, { method: route.method, headers, body });
  return { status: res.status, text: await res.text() };
}

describe('the schema fuzz’s route list', () => {
  it('has a schema for every route of the app that takes input', () => {
    const app = createApp({ db: {} as unknown as Db, mediaDir: TEST_MEDIA_DIR, distDir: '/nonexistent' });
    const answered = app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`);
    const listed = [...SCHEMA_ROUTES.map((r) => `${r.method} ${r.path}`), ...WITHOUT_INPUT];
    expect(new Set(answered)).toEqual(new Set(listed));
  });
});

describe('every field of every schema', () => {
  it.each(SCHEMA_ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_name, route) => {
    const found: string[] = [];
    // well-formed requests: answered, never a 5xx
    for (const input of sample(route, 4)) {
      const res = await send(route, input);
      if (res.status >= 500) found.push(`valid ${JSON.stringify(input)} → ${res.status}`);
    }
    // each leaf, each hostile value of its kind, the rest well-formed: refused with 400
    const [base = {}] = sample(route, 1, 7);
    // a number a path parameter does not accept is a page that does not exist
    const expected = (kind: string) => (route.input === 'params' && kind !== 'text' ? [404] : [400]);
    for (const leaf of leaves(route.schema, route.nested)) {
      const values = leaf.kind === 'text' ? HOSTILE.text(String(at(base, leaf.path) ?? 'a')) : HOSTILE.number;
      for (const hostile of values) {
        const input = replaced(base, leaf.path, hostile) as Record<string, unknown>;
        // An integer within ±(2^31-1) that the route's schema accepts (uid 0 is a visitor, a
        // negative goods_num of cart/update a step down) is not hostile to it; anything else is,
        // whatever the schema says (a schema that lost its bound must not hide F2), and inside
        // goods_spec nothing is skipped. A control character is hostile in every text field, whatever the field's schema
        // says: the contract is the 400 with its Chinese message, not merely "no 500" (a NUL that
        // happens not to upset the database must still be refused).
        const nested = route.nested?.[String(leaf.path[0])] !== undefined;
        const benign = leaf.kind === 'number' && !nested && int32(hostile);
        if (benign && v.safeParse(route.schema, input).success) continue;
        const res = await send(route, input);
        const refused =
          expected(leaf.kind).includes(res.status) &&
          (leaf.kind !== 'text' || res.text.includes(MSG_CONTROL_CHARACTER));
        if (!refused)
          found.push(
            `${leaf.path.join('.')} = ${JSON.stringify(hostile)} → ${res.status} ${res.text.slice(0, 120)}`,
          );
      }
    }
    expect(found.join('\n')).toBe('');
  });
});
