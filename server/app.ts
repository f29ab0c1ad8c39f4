/**
 * The reference API server as a Hono app: every call of spec §7 at its path, our own calls
 * (docs/api.md), the payment sandbox, the upload page, the media host and, in production, the app.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { logger } from 'hono/logger';
import { MAX_SESSIONS } from './auth/sessions';
import { keptFor } from './cache/kept-for';
import type { Db } from './db/client';
import type { AppDeps } from './http/deps';
import { ApiError, failure } from './http/envelope';
import { hideBuildSecrets } from './http/hidden-files';
import { rawPath } from './http/raw-path';
import { securityHeaders } from './http/security-headers';
import { goodsOrderForProvider } from './orders/order-payment';
import { paymentProvider } from './payments/provider';
import { ephemeralPaymentSecret } from './payments/secret';
import { authRoutes } from './routes/auth';
import { cartRoutes } from './routes/cart';
import { catalogueRoutes } from './routes/catalogue';
import { favouriteRoutes } from './routes/favourite';
import { detailAnswer, goodsDetailRoutes } from './routes/goods-detail';
import { healthRoutes } from './routes/health';
import { mediaRoutes } from './routes/media';
import { orderRoutes } from './routes/orders';
import { findOrder, paymentRoutes } from './routes/payments';
import { similarRoutes } from './routes/similar';
import { spaRoutes } from './routes/spa';
import { findSupplier, supplierCard, supplierRoutes } from './routes/supplier';
import { transferRoutes } from './routes/transfer';
import { clientAddress, DEFAULT_SETTINGS, type SecuritySettings } from './security/config';
import { type SecurityLog, silentSecurityLog } from './security/security-log';

/** how long a rendered /detail page reuses its supplier card (the browser keeps it 60 minutes: spec §9) */
const SUPPLIER_CARD_KEEP_MS = 30_000;

export interface AppOptions {
  db: Db;
  mediaDir: string;
  /** the built app; when given, its files and the index.html fallback are served */
  distDir?: string;
  log?: boolean;
  /** TRUST_PROXY, CORS_ORIGINS (server/security/config.ts); none trusted, no origin by default */
  settings?: SecuritySettings;
  /** the security event log (pino); silent unless given */
  securityLog?: SecurityLog;
  /** PAYMENT_SECRET (server/payments/secret.ts); a random one per process unless given */
  paymentSecret?: string;
  /** ms since the epoch; tests move it instead of waiting */
  clock?: () => number;
  /** live sessions per buyer (server/auth/sessions.ts MAX_SESSIONS unless given) */
  maxSessions?: number;
  /** the login's delay; tests record it instead of waiting */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** A request the client gave up on: its body could not be read to the end, or it was aborted. */
const clientGone = (err: unknown, c: { req: { raw: Request } }) =>
  c.req.raw.signal.aborted ||
  (err instanceof Error &&
    (err.name === 'AbortError' ||
      (err as { code?: string }).code === 'ECONNRESET' ||
      err.message === 'aborted'));

/** Bodies are small JSON; a cart of a large colour × size matrix is the one big one. */
const BODY_LIMIT = 64 * 1024;
const CART_BODY_LIMIT = 1024 * 1024;
const CART_SAVE = '/api/rbh/cart/save';
/** an order of a large colour × size matrix is as big as its cart save */
const ORDER_CREATE = '/api/order/create';

const tooLarge = bodyLimit({ maxSize: BODY_LIMIT, onError: (c) => c.json(failure('请求内容过大'), 413) });
const cartTooLarge = bodyLimit({
  maxSize: CART_BODY_LIMIT,
  onError: (c) => c.json(failure('请求内容过大'), 413),
});

export function createApp({
  db,
  mediaDir,
  distDir,
  log = false,
  settings = DEFAULT_SETTINGS,
  securityLog = silentSecurityLog,
  paymentSecret = ephemeralPaymentSecret(),
  clock = Date.now,
  sleep = wait,
  maxSessions = MAX_SESSIONS,
}: AppOptions) {
  const deps: AppDeps = { db, mediaDir, settings, securityLog, paymentSecret, clock, sleep, maxSessions };
  const app = new Hono();
  if (log) app.use(logger());
  // outermost, so that every answer (errors and 404s included) leaves with them
  app.use(securityHeaders(settings));
  // An app built with VITE_API_BASE naming this server calls it from another origin: only the
  // origins CORS_ORIGINS lists (none by default, never 'null') get an Access-Control-Allow-Origin.
  app.use(
    '/api/*',
    cors({
      origin: (origin) => (settings.corsOrigins.includes(origin) ? origin : null),
      allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      maxAge: 600,
    }),
  );
  app.use('/api/*', (c, next) =>
    (c.req.path === CART_SAVE || c.req.path === ORDER_CREATE ? cartTooLarge : tooLarge)(c, next),
  );
  app.use('/pay/*', tooLarge);
  // Other answers (lists, the cart, pages) compressed on the fly when large; an answer that is
  // already compressed (the detail call's, kept so) passes through untouched.
  app.use('/api/*', compress());
  app.use('/pay/*', compress());

  app.route('/', healthRoutes(db));
  app.route('/', goodsDetailRoutes(deps));
  app.route('/', catalogueRoutes(deps));
  app.route('/', supplierRoutes(deps));
  app.route('/', cartRoutes(deps));
  app.route('/', favouriteRoutes(deps));
  app.route('/', similarRoutes(deps));
  app.route('/', transferRoutes(deps));
  app.route('/', authRoutes(deps));
  app.route('/', paymentRoutes(deps));
  app.route('/', orderRoutes(deps));
  // the payment provider's pages; it reaches our orders only by its signed notification, sent
  // through this app as a provider's server would send it over HTTP
  app.route(
    '/',
    paymentProvider({
      secret: paymentSecret,
      clock,
      lookup: async (orderNo) =>
        (await findOrder(db, orderNo)) ?? goodsOrderForProvider(db, orderNo, clock()),
      async notify(body) {
        const res = await app.request('/api/pay/notify', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const answer = (await res.json().catch(() => null)) as { data?: { changed?: boolean } } | null;
        return { status: res.status, changed: answer?.data?.changed === true };
      },
    }),
  );
  app.route('/', mediaRoutes(deps));
  // /detail?id= pages carry the goods' detail: the same cached answer as the detail call
  const detailOf = (id: number) => detailAnswer(db, id);
  // and are rendered with the goods' supplier card (issue #17), kept a short while (cache/kept-for.ts)
  const supplierOf = keptFor(
    SUPPLIER_CARD_KEEP_MS,
    async (sid: number) => supplierCard(db, await findSupplier(db, sid)),
    { clock },
  );
  if (distDir) {
    app.use(hideBuildSecrets());
    // and list pages with their list, asked of this app as the browser would ask (issue #17)
    const api = async (pathAndQuery: string) => {
      const res = await app.request(pathAndQuery);
      return { status: res.status, body: await res.json().catch(() => null) };
    };
    app.route('/', spaRoutes(distDir, detailOf, { supplierOf, api }));
  }

  app.notFound((c) =>
    rawPath(c).startsWith('/api/') ? c.json(failure('接口不存在'), 404) : c.text('页面不存在', 404),
  );
  app.onError((err, c) => {
    const event = { route: c.req.path, method: c.req.method, address: clientAddress(c, settings) };
    if (err instanceof ApiError) {
      const kind =
        err.status === 401 || err.status === 403
          ? 'auth.denied'
          : err.status === 429
            ? 'rate.limited'
            : err.status === 400
              ? 'input.refused'
              : null;
      if (kind) securityLog.event(kind, { ...event, status: err.status, outcome: err.message });
      return c.json({ ...failure(err.message), data: err.data }, err.status);
    }
    // hono's own refusals (a malformed form body, …) keep their status but speak Chinese
    if (err instanceof HTTPException) return c.json(failure('请求内容不正确'), err.status);
    // a client that went away is not a server failure: one info line, no stack
    if (clientGone(err, c)) {
      securityLog.event('client.aborted', {
        ...event,
        outcome: err instanceof Error ? err.message : 'aborted',
      });
      return c.json(failure('请求已中断'), 400);
    }
    console.error(err);
    return c.json(failure('服务器繁忙，请稍后再试'), 500);
  });
  return app;
}
