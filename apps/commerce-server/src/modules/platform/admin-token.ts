import { createHash, timingSafeEqual } from 'node:crypto';

/** Shortest admin token accepted: a guessable one would open the admin routes to anyone. */
export const MIN_ADMIN_TOKEN_LENGTH = 32;

/**
 * The merchant's integration token (`ADMIN_TOKEN`, decision 123), or undefined when none is
 * configured (every admin route and the preview then refuse everyone). A short one stops the server.
 */
export function adminTokenOf(
  env: Readonly<Record<string, string | undefined>>,
): string | undefined {
  const token = env.ADMIN_TOKEN?.trim() || undefined;
  if (token && token.length < MIN_ADMIN_TOKEN_LENGTH)
    throw new Error(`ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters long`);
  return token;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether an `Authorization` header carries the admin token (compared in constant time). */
export function isAdminBearer(
  authorization: string | null | undefined,
  token: string | undefined,
): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return Boolean(token && match?.[1] && timingSafeEqual(digest(match[1]), digest(token)));
}
