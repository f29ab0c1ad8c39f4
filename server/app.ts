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
import type { LoginLimiter } from './auth/rate-limit';
import type { Db } from './db/client';
import type { AppDeps } from './http/deps';
import { ApiError, failure } from './http/envelope';
import { securityHeaders } from './http/security-headers';
import { rawPath } from './http/send-file';
import { authRoutes } from './routes/auth';
import { cartRoutes } from './routes/cart';
import { catalogueRoutes } from './routes/catalogue';
import { favouriteRoutes } from './routes/favourite';
import { detailAnswer, goodsDetailRoutes } from './routes/goods-detail';
import { mediaRoutes } from './routes/media';
import { paymentRoutes } from './routes/payments';
import { similarRoutes } from './routes/similar';
import { spaRoutes } from './routes/spa';
import { findSupplier, supplierCard, supplierRoutes } from './routes/supplier';
import { transferRoutes } from './routes/transfer';

export interface AppOptions {
  db: Db;
  mediaDir: string;
  /** the built app; when given, its files and the index.html fallback are served */
  distDir?: string;
  log?: boolean;
  /** the login throttle; tests give one with their own clock */
  loginLimiter?: LoginLimiter;
}

/** Bodies are small JSON; a cart of a large colour × size matrix is the one big one. */
const BODY_LIMIT = 64 * 1024;
const CART_BODY_LIMIT = 1024 * 1024;
const CART_SAVE = '/api/rbh/cart/save';

const tooLarge = bodyLimit({ maxSize: BODY_LIMIT, onError: (c) => c.json(failure('请求内容过大'), 413) });
const cartTooLarge = bodyLimit({
  maxSize: CART_BODY_LIMIT,
  onError: (c) => c.json(failure('请求内容过大'), 413),
});

export function createApp({ db, mediaDir, distDir, log = false, loginLimiter }: AppOptions) {
  const deps: AppDeps = { db, mediaDir };
  const app = new Hono();
  if (log) app.use(logger());
  // outermost, so that every answer (errors and 404s included) leaves with them
  app.use(securityHeaders());
  // An app built with VITE_API_BASE naming this server calls it from another origin. A session is
  // a bearer token the page sends itself, never a cookie, so answering any origin lends a foreign
  // page nothing it could not do without a browser.
  app.use('/api/*', cors({ origin: '*', allowHeaders: ['Authorization', 'Content-Type'], maxAge: 600 }));
  app.use('/api/*', (c, next) => (c.req.path === CART_SAVE ? cartTooLarge : tooLarge)(c, next));
  app.use('/pay/*', tooLarge);
  // Other answers (lists, the cart, pages) compressed on the fly when large; an answer that is
  // already compressed (the detail call's, kept so) passes through untouched.
  app.use('/api/*', compress());
  app.use('/pay/*', compress());

  app.route('/', goodsDetailRoutes(deps));
  app.route('/', catalogueRoutes(deps));
  app.route('/', supplierRoutes(deps));
  app.route('/', cartRoutes(deps));
  app.route('/', favouriteRoutes(deps));
  app.route('/', similarRoutes(deps));
  app.route('/', transferRoutes(deps));
  app.route('/', authRoutes(deps, loginLimiter));
  app.route('/', paymentRoutes(deps));
  app.route('/', mediaRoutes(deps));
  // /detail?id= pages carry the goods' detail: the same cached answer as the detail call
  const detailOf = (id: number) => detailAnswer(db, id);
  // and are rendered with the goods' supplier card (issue #17)
  const supplierOf = async (sid: number) => supplierCard(db, await findSupplier(db, sid));
  if (distDir) app.route('/', spaRoutes(distDir, detailOf, { supplierOf }));

  app.notFound((c) =>
    rawPath(c).startsWith('/api/') ? c.json(failure('接口不存在'), 404) : c.text('页面不存在', 404),
  );
  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(failure(err.message), err.status);
    // hono's own refusals (a malformed form body, …) keep their status but speak Chinese
    if (err instanceof HTTPException) return c.json(failure('请求内容不正确'), err.status);
    console.error(err);
    return c.json(failure('服务器繁忙，请稍后再试'), 500);
  });
  return app;
}
