/**
 * Password hashing (issue 24 item 2, ASVS V2.4): argon2id at OWASP's current minimum (m = 19 MiB,
 * t = 2, p = 1) through @node-rs/argon2, which runs off the event loop. Hashes of the older
 * scheme (`scrypt$N$r$p$salt$hash`, N = 16384) still verify, and `needsRehash` tells the login to
 * store a new hash once the password is known to be right (a transparent upgrade).
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export const ARGON2_COST = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;
/** Algorithm.Argon2id of @node-rs/argon2 (an ambient const enum, which isolated modules cannot read) */
const ARGON2ID = 2;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, ...ARGON2_COST };
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2_COST.memoryCost},t=${ARGON2_COST.timeCost},p=${ARGON2_COST.parallelism}$`;

const normalized = (password: string) => password.normalize('NFKC');

/** `$argon2id$v=19$m=19456,t=2,p=1$salt$hash` (PHC string) */
export const hashPassword = (password: string): Promise<string> => hash(normalized(password), ARGON2_OPTIONS);

/** True when a stored hash is not at the current algorithm and cost. */
export const needsRehash = (stored: string) => !stored.startsWith(CURRENT_PREFIX);

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) {
    try {
      return await verify(stored, normalized(password));
    } catch {
      return false;
    }
  }
  return verifyLegacyScrypt(password, stored);
}

/**
 * A hash of a password nobody has, made once: the login verifies against it when the mobile is
 * unknown, so an unknown mobile costs the same time as a wrong password (F3).
 */
let dummy: Promise<string> | undefined;
export const dummyHash = () => {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
};

// ---- the former scheme, verify only -------------------------------------------------------

const derive = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  new Promise<Buffer>((done, fail) =>
    scrypt(normalized(password), salt, keyLength, { ...options, maxmem: 256 * 1024 * 1024 }, (err, key) =>
      err ? fail(err) : done(key),
    ),
  );

/** `scrypt$N$r$p$salt$hash`, as issue #8 stored it; parameters are bounded before they are used. */
async function verifyLegacyScrypt(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hashText) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every(Number.isInteger) || cost.N > 2 ** 17 || cost.r > 16 || cost.p > 4)
    return false;
  const expected = Buffer.from(hashText, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), expected.length || 32, cost);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** The former scheme's hash (tests make an old user with it; nothing else writes it). */
export async function legacyScryptHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  const cost = { N: 16384, r: 8, p: 1 };
  const key = await derive(password, salt, 32, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}
