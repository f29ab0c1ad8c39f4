/**
 * The database of the reference API server, one pg-core schema for both drivers (embedded PGlite
 * and node-postgres). Migrations are generated from this file with `npm run db:generate`.
 *
 * Catalogue times (publish/update, supplier latest update) are wall-clock text as the legacy API
 * shows them, so they are `timestamp` without time zone read as strings; times of events that
 * happen on this server (sessions, payments, transfers) are instants with a time zone.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const wallClock = (name: string) => timestamp(name, { mode: 'string' });
const instant = (name: string) => timestamp(name, { mode: 'date', withTimezone: true });

export const suppliers = pgTable('suppliers', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  joinedYear: integer('joined_year').notNull(),
  latestUpdate: wallClock('latest_update').notNull(),
  address: text('address').notNull(),
  qq: text('qq').notNull(),
  wechat: text('wechat').notNull(),
  mobile: text('mobile').notNull(),
  mobile2: text('mobile2').notNull().default(''),
  /** 0 all purchase buttons; 1 no direct-ship; 2 direct-ship only (spec §4) */
  shippingType: smallint('shipping_type').notNull(),
  businessCompanyName: text('business_company_name').notNull(),
  businessChairman: text('business_chairman').notNull(),
  businessCode: text('business_code').notNull(),
  businessAddress: text('business_address').notNull(),
  businessDate: text('business_date').notNull(),
  businessFoundation: text('business_foundation').notNull(),
  businessExpired: text('business_expired').notNull(),
  businessScope: text('business_scope').notNull(),
});

export const goods = pgTable(
  'goods',
  {
    id: integer('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    title: text('title').notNull(),
    toySn: text('toy_sn').notNull(),
    publishedAt: wallClock('published_at').notNull(),
    updatedAt: wallClock('updated_at').notNull(),
    saleNum: integer('sale_num').notNull().default(0),
    displayCount: integer('display_count').notNull().default(0),
    /** BuyNum: the seeded count plus one per transfer_events row, kept in step in one transaction */
    buyNum: integer('buy_num').notNull().default(0),
    minWeightG: integer('min_weight_g').notNull(),
    message: text('message').notNull().default(''),
    skuFlag: integer('sku_flag').notNull().default(0),
    /** null: the price is not set, shown as '0元起' */
    priceFen: integer('price_fen'),
    /** '' or an http(s) link to 1688.com or a subdomain (the CHECK below; 1688直发 opens it) */
    aliUrl: text('ali_url').notNull().default(''),
    areaId: integer('area_id').notNull(),
  },
  (t) => [
    index('goods_supplier_idx').on(t.supplierId),
    index('goods_published_idx').on(t.publishedAt),
    // Issue #8 item 4: a supplier's ali_url is stored only when 1688直发 may open it, whatever
    // writes the row (the seed today, an import or an admin tool later). Stricter than the page's
    // isDirectShipUrl (no port, no user@, no whitespace), so every stored link is one it offers.
    check(
      'goods_ali_url_1688',
      sql`${t.aliUrl} = '' OR ${t.aliUrl} ~* '^https?://([a-z0-9-]+[.])*1688[.]com([/?#]|$)'`,
    ),
  ],
);

export const colourGroups = pgTable(
  'colour_groups',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    color: text('color').notNull(),
    /** the factory's entry order; the page sorts by char code itself */
    position: integer('position').notNull(),
  },
  (t) => [unique('colour_groups_goods_position_uq').on(t.goodsId, t.position)],
);

export const skus = pgTable(
  'skus',
  {
    id: integer('id').primaryKey(),
    colourGroupId: integer('colour_group_id')
      .notNull()
      .references(() => colourGroups.id),
    position: integer('position').notNull(),
    size: text('size').notNull(),
    goodsSn: text('goods_sn').notNull(),
    weightG: integer('weight_g').notNull(),
    priceFen: integer('price_fen').notNull(),
    stock: integer('stock').notNull(),
  },
  (t) => [index('skus_colour_group_idx').on(t.colourGroupId)],
);

export const mediaRole = pgEnum('media_role', ['main', 'poster', 'gallery', 'detail', 'thumbnail']);

export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    role: mediaRole('role').notNull(),
    /** order within the role; for thumbnails, the position of their colour group */
    position: integer('position').notNull(),
    isVideo: boolean('is_video').notNull().default(false),
    isEncry: boolean('is_encry').notNull().default(false),
    path: text('path').notNull(),
    fname: text('fname').notNull(),
  },
  (t) => [
    unique('media_goods_role_position_uq').on(t.goodsId, t.role, t.position),
    index('media_file_idx').on(t.isEncry, t.path, t.fname),
  ],
);

/**
 * The image signatures find-similar ranks by (server/similarity/): one row per image media row
 * (videos have none; a video main item is matched through its poster). Written by
 * indexMediaSignatures after the media files exist; a row of another `algorithm` is stale and is
 * computed again, so changing the hash never mixes two kinds of signature in one ranking.
 */
export const mediaSignatures = pgTable(
  'media_signatures',
  {
    /** derived data: it goes with its media row */
    mediaId: integer('media_id')
      .primaryKey()
      .references(() => media.id, { onDelete: 'cascade' }),
    /** which hash and colour signature the row holds, e.g. 'phash256-fghist64-v1' */
    algorithm: text('algorithm').notNull(),
    /** 256-bit DCT perceptual hash as 64 lowercase hex digits (server/similarity/phash.ts) */
    phash: text('phash').notNull(),
    /** foreground colour histogram: 64 bins (4 levels per RGB channel) of pixel counts */
    colour: integer('colour').array().notNull(),
    computedAt: instant('computed_at').notNull().defaultNow(),
  },
  (t) => [check('media_signatures_phash_hex', sql`${t.phash} ~ '^[0-9a-f]{64}$'`)],
);

export const recommendations = pgTable(
  'recommendations',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.position] })],
);

export const users = pgTable('users', {
  id: integer('id').primaryKey(),
  mobile: text('mobile').notNull().unique(),
  nickname: text('nickname').notNull(),
  /** scrypt$N$r$p$salt$hash, see server/auth/password.ts */
  passwordHash: text('password_hash').notNull(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** sha256 of the bearer token: a leaked table does not leak live tokens */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    /** the last request of the session, for the idle limit (server/auth/sessions.ts) */
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    /** what the buyer is shown in the list of their sessions (退出其他设备): the browser, shortened */
    userAgent: text('user_agent').notNull().default(''),
  },
  // a buyer's live sessions are listed and capped (server/auth/sessions.ts)
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    quantity: integer('quantity').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('cart_lines_user_sku_uq').on(t.userId, t.skuId),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [unique('favourites_user_goods_uq').on(t.userId, t.goodsId)],
);

export const paymentStatus = pgEnum('payment_status', ['pending', 'paid', 'cancelled']);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    moneyFen: integer('money_fen').notNull(),
    body: text('body').notNull(),
    status: paymentStatus('status').notNull().default('pending'),
    createdAt: instant('created_at').notNull().defaultNow(),
    paidAt: instant('paid_at'),
    cancelledAt: instant('cancelled_at'),
  },
  (t) => [index('payments_user_supplier_idx').on(t.userId, t.supplierId)],
);

export const transferKind = pgEnum('transfer_kind', ['download', 'upload']);

export const transferEvents = pgTable(
  'transfer_events',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    kind: transferKind('kind').notNull(),
    /** the platform's Chinese name for uploads, null for downloads */
    platform: text('platform'),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [index('transfer_events_goods_idx').on(t.goodsId)],
);

/**
 * Issue 24: state every server instance must share, so it lives here and not in a process.
 *
 * Failed logins per key ('m:<mobile>' or 'a:<address>'): the progressive delay of the login
 * (server/auth/login-throttle.ts). Only failures count; a success clears the mobile's row.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: instant('last_failure_at').notNull(),
});

/** Fixed-window counters of writes per client (server/http/write-limit.ts), one row per key and window. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: instant('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** One counted transfer per visitor (user or address), goods, kind and day (server/routes/transfer.ts). */
export const transferDedup = pgTable(
  'transfer_dedup',
  {
    visitor: text('visitor').notNull(),
    goodsId: integer('goods_id').notNull(),
    kind: transferKind('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.visitor, t.goodsId, t.kind, t.day] })],
);

/**
 * Idempotency-Key of a write (cart save, order creation): the first answer, replayed to a retry.
 * status null while the first request is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    route: text('route').notNull(),
    /** sha256 of the first request's body: a replay must send the same (null: a key kept from before) */
    requestHash: text('request_hash'),
    status: integer('status'),
    body: text('body'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * One row per running server instance, written by its readiness probe (GET /readyz): a probe
 * that can write here proves the database takes writes now, and the rows show which instances
 * answered their load balancer last (server/routes/health.ts).
 */
export const instanceHeartbeats = pgTable('instance_heartbeats', {
  instance: text('instance').primaryKey(),
  seenAt: instant('seen_at').notNull().defaultNow(),
});

/**
 * Issue 23: a buyer's order of goods. `order_no` is the number of spec §4 (timestamp plus 0–99)
 * the browser drew and kept the lines under: unique per buyer, it is the order's idempotency key,
 * so a double submit, a retry or a second tab finds the order already made instead of a second one.
 * `pay_no` is what the payment provider sees (unique across buyers, apart from the
 * qualification's numbers). Stock is reserved when the order is made and returned when it is
 * cancelled or expires (server/orders/).
 */
export const orderStatus = pgEnum('order_status', ['pending', 'paid', 'cancelled', 'expired']);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderNo: text('order_no').notNull(),
    payNo: text('pay_no').notNull().unique(),
    totalFen: integer('total_fen').notNull(),
    status: orderStatus('status').notNull().default('pending'),
    createdAt: instant('created_at').notNull(),
    /** created_at + 30 minutes: a pending order past it is expired (its stock returns) */
    expiresAt: instant('expires_at').notNull(),
    paidAt: instant('paid_at'),
    closedAt: instant('closed_at'),
  },
  (t) => [
    unique('orders_user_order_no_uq').on(t.userId, t.orderNo),
    index('orders_pending_expiry_idx').on(t.status, t.expiresAt),
    check('orders_total_positive', sql`${t.totalFen} > 0`),
  ],
);

/** The order's lines as they were sold: price, names and sizes copied from the catalogue at the time. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    goodsSn: text('goods_sn').notNull(),
    priceFen: integer('price_fen').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.skuId] }),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
