/**
 * PAYMENT_SECRET, the key our server shares with the payment provider (issue 24 item 1): from the
 * environment, else generated once for the demo and kept in DATA_DIR/payment-secret (mode 0600,
 * git-ignored with the rest of .data), so restarts and instances on one DATA_DIR agree.
 * Instances on several machines must all be given the same PAYMENT_SECRET.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** At least 32 characters: an HMAC key shorter than its hash's output is weaker than it looks. */
export const MIN_SECRET_LENGTH = 32;

export function loadPaymentSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  const given = env.PAYMENT_SECRET?.trim();
  if (given) {
    if (given.length < MIN_SECRET_LENGTH)
      throw new Error(`PAYMENT_SECRET 至少需要 ${MIN_SECRET_LENGTH} 个字符`);
    return given;
  }
  const file = join(dataDir, 'payment-secret');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= MIN_SECRET_LENGTH) return kept;
  } catch {
    // not generated yet
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  // 'wx': two instances starting at once on one DATA_DIR keep the first one's secret
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}

/** A secret for one process (tests, an in-memory database): nothing outlives it anyway. */
export const ephemeralPaymentSecret = () => randomBytes(32).toString('hex');
