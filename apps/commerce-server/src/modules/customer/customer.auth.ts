import { randomBytes } from 'node:crypto';
import type { RequestContext, ServerServices } from '../../graphql/context.ts';
import { authorizationError } from '../../graphql/errors.ts';
import { perRequest } from '../../graphql/loader.ts';
import { NOT_AUTHORIZED, nowDate, platformOf } from '../platform/index.ts';
import { customerOfToken, tokenHash } from './customer-token.repository.ts';

/** Who sends a request: a guest, a customer with a live token, or someone with a dead token. */
export type Caller =
  | { kind: 'guest' }
  | { kind: 'customer'; customerId: number; tokenHash: string }
  | { kind: 'invalid' };

/** The bearer token of a request, or undefined (`Bearer ` with nothing, `Bearer null` are a guest). */
export function bearerToken(authorization: string | null | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  const token = match?.[1];
  return token === undefined || token === 'null' || token === 'undefined' ? undefined : token;
}

/** Resolves a bearer token to its caller (shared by GraphQL and REST). */
export async function callerOfToken(
  services: ServerServices,
  token: string | undefined,
): Promise<Caller> {
  // Tokens are 43 base64url characters; anything else (a JWT, a forged value) is simply unknown.
  if (token === undefined) return { kind: 'guest' };
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return { kind: 'invalid' };
  const hash = tokenHash(token);
  const customerId = await customerOfToken(services.db, hash, nowDate(services));
  return customerId === undefined
    ? { kind: 'invalid' }
    : { kind: 'customer', customerId, tokenHash: hash };
}

/** The caller of a GraphQL request, resolved once per request. */
export const callerOf = perRequest((context: RequestContext): Promise<Caller> =>
  callerOfToken(context.services, bearerToken(context.request.headers.get('authorization'))),
);

/** The signed-in customer, or Magento's "The current customer isn't authorized." */
export async function requireCustomer(
  context: RequestContext,
): Promise<{ customerId: number; tokenHash: string }> {
  const caller = await callerOf(context);
  if (caller.kind !== 'customer') throw authorizationError(NOT_AUTHORIZED);
  return caller;
}

/** The customer id of the caller, or null for a guest (a dead token counts as a guest). */
export async function customerIdOf(context: RequestContext): Promise<number | null> {
  const caller = await callerOf(context);
  return caller.kind === 'customer' ? caller.customerId : null;
}

/** A new bearer token: 256 random bits, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Seconds a customer token lives: CUSTOMER_TOKEN_LIFETIME_SECONDS, else store config
 * `customer_token_expiration_time` (seconds, decision 022), else `customer_access_token_lifetime`
 * (hours), else one hour.
 */
export function tokenLifetimeSeconds(services: ServerServices, storeId: number): number {
  const override = platformOf(services).settings.tokenLifetimeOverride;
  if (override !== undefined) return override;
  const config = services.stores.config(storeId);
  const seconds = Number(config.get('customer_token_expiration_time'));
  if (Number.isFinite(seconds) && seconds > 0) return Math.round(seconds);
  const hours = Number(config.get('customer_access_token_lifetime'));
  return Number.isFinite(hours) && hours > 0 ? Math.round(hours * 3600) : 3600;
}
