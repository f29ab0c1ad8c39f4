import type { Db } from '../db/client';
import type { SecuritySettings } from '../security/config';
import type { SecurityLog } from '../security/security-log';

/** What every route module is built with. */
export interface AppDeps {
  db: Db;
  /** the folder holding UpLoad/ and EnPic/ */
  mediaDir: string;
  /** TRUST_PROXY and CORS_ORIGINS (server/security/config.ts) */
  settings: SecuritySettings;
  securityLog: SecurityLog;
  /** shared with the payment provider (server/payments/secret.ts) */
  paymentSecret: string;
  /** ms since the epoch; tests move it instead of waiting */
  clock: () => number;
  /** waits ms (the login's progressive delay); tests record instead of waiting */
  sleep: (ms: number) => Promise<void>;
}
