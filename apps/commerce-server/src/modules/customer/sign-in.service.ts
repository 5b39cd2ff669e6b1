import type { RequestContext } from '../../graphql/context.ts';
import { inputError } from '../../graphql/errors.ts';
import {
  requestIp,
  authenticationError,
  throttledError,
  nowDate,
  platformOf,
  isUnderLimit,
  takeToken,
} from '../platform/index.ts';
import { newToken, tokenLifetimeSeconds } from './customer.auth.ts';
import {
  clearSignInFailures,
  customerByEmail,
  recordSignInFailure,
} from './customer.repository.ts';
import type { CustomerRow } from './customer.repository.ts';
import { insertToken, tokenHash } from './customer-token.repository.ts';
import { dummyHash, verifyPassword } from './password.hasher.ts';

/** Magento's one message for an unknown e-mail, a wrong password and a locked account. */
export const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

/** Magento's lockout defaults: customer/password/lockout_failures and lockout_threshold (minutes). */
export const LOCKOUT = { failures: 10, lockMs: 10 * 60_000 } as const;

/**
 * Failed sign-ins per client address (beside Magento's per-account lockout): a guesser spreading
 * attempts over many e-mails stops here. 20 in 10 minutes leaves room for a family or an office
 * behind one address mistyping passwords.
 */
export const SIGN_IN_FAILURES_PER_IP = {
  bucket: 'sign-in-failure:ip',
  limit: 20,
  windowMs: 10 * 60_000,
} as const;

/** Answer once an address has used up {@link SIGN_IN_FAILURES_PER_IP}. */
export const SIGN_IN_THROTTLED =
  'Too many failed sign-in attempts. Please wait a few minutes and try again.';

/**
 * Checks e-mail and password with Magento's lockout: every failure counts, 10 within the lock
 * period lock the account for 10 minutes (even the right password is refused meanwhile), a
 * success resets the count. Unknown e-mails and locked accounts still run one scrypt, so the
 * answer takes as long in every case.
 */
export async function authenticate(
  context: RequestContext,
  email: string,
  password: string,
): Promise<CustomerRow> {
  const ip = requestIp(context);
  const now = nowDate(context.services);
  // Checked before any hashing, so an over-limit address costs one query, not one scrypt.
  if (!(await isUnderLimit(context.db, SIGN_IN_FAILURES_PER_IP, ip, now.getTime()))) {
    context.logger.info('sign-in throttled', { ip });
    throw throttledError(SIGN_IN_THROTTLED);
  }
  const customer = await customerByEmail(context.db, email);
  const locked =
    customer?.lock_expires !== null &&
    customer?.lock_expires !== undefined &&
    customer.lock_expires > now;
  const usable = customer !== undefined && customer.is_active && !locked;
  const stored = usable
    ? customer.password_hash
    : await dummyHash(platformOf(context.services).settings.scryptN);
  const matches = await verifyPassword(password, stored);
  if (!usable || !matches) {
    if (customer && usable)
      await recordSignInFailure(context.db, customer.customer_id, now, LOCKOUT);
    await takeToken(context.db, SIGN_IN_FAILURES_PER_IP, ip, now.getTime());
    context.logger.info('sign-in refused', { customerId: customer?.customer_id ?? null, locked });
    throw authenticationError(SIGN_IN_FAILED);
  }
  if (customer.failures_num > 0 || customer.lock_expires)
    await clearSignInFailures(context.db, customer.customer_id);
  return customer;
}

/** generateCustomerToken: a new random token, stored hashed, living `tokenLifetimeSeconds`. */
export async function signIn(
  context: RequestContext,
  email: string,
  password: string,
): Promise<string> {
  if (email.trim() === '') throw inputError('Specify the "email" value.');
  if (password === '') throw inputError('Specify the "password" value.');
  const customer = await authenticate(context, email, password);
  const token = newToken();
  const now = nowDate(context.services);
  const lifetime = tokenLifetimeSeconds(context.services, context.store.storeId);
  await insertToken(
    context.db,
    tokenHash(token),
    customer.customer_id,
    now,
    new Date(now.getTime() + lifetime * 1000),
  );
  context.logger.info('signed in', { customerId: customer.customer_id });
  return token;
}
