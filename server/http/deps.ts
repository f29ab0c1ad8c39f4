import type { Db } from '../db/client';

/** What every route module is built with. */
export interface AppDeps {
  db: Db;
  /** the folder holding UpLoad/ and EnPic/ */
  mediaDir: string;
  /** TRUST_PROXY: how many reverse proxies stand in front (server/http/client-address.ts) */
  trustProxyHops?: number;
}
