import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';
import { passwordHashQueue } from '../platform/index.ts';

const KEY_LENGTH = 32;
const SALT_BYTES = 16;
const R = 8;
const P = 1;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs 128·N·r·p bytes; Node refuses above maxmem (32 MiB by default).
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * p + 16 * 1024 * 1024 };
  // Through the bounded queue: a flood of sign-ins waits or is refused, never runs all at once.
  return passwordHashQueue.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password, salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/**
 * Hashes a password with scrypt and a fresh per-user salt, in PHC string form:
 * `$scrypt$ln=17,r=8,p=1$<salt base64>$<hash base64>`. The password is used byte for byte (UTF-8,
 * no truncation, no normalisation), so what the customer typed is what is checked.
 */
export async function hashPassword(password: string, N: number): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, N, R, P);
  return `$scrypt$ln=${Math.log2(N)},r=${R},p=${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | undefined {
  const match =
    /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(
      stored,
    );
  if (!match) return undefined;
  const [, ln, r, p, salt, key] = match;
  return {
    N: 2 ** Number(ln),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt ?? '', 'base64'),
    key: Buffer.from(key ?? '', 'base64'),
  };
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.N, parsed.r, parsed.p);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** The cost a stored hash was made with (to re-hash after the cost was raised). */
export function hashCost(stored: string): number | undefined {
  return parse(stored)?.N;
}

const dummies = new Map<number, Promise<string>>();

/**
 * A hash of a random password at cost N, made once per process. Signing in with an unknown e-mail
 * is checked against it, so that it takes as long as a wrong password (no account enumeration by
 * timing, ASVS 6.3.8).
 */
export function dummyHash(N: number): Promise<string> {
  let hash = dummies.get(N);
  if (!hash) {
    hash = hashPassword(randomBytes(18).toString('base64'), N);
    dummies.set(N, hash);
    // A refusal by the busy queue must not be remembered as the dummy hash.
    hash.catch(() => dummies.delete(N));
  }
  return hash;
}
