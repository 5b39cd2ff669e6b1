import type { RequestContext } from '../../graphql/context.ts';
import { inputError } from '../../graphql/errors.ts';
import { flushOutbox, passwordResetMail, enqueueMail } from '../mail/index.ts';
import { requestIp, throttledError, nowDate, platformOf, takeToken } from '../platform/index.ts';
import { isEmailAddress } from '@vitrine/validation';
import { assertPasswordAllowed } from './account.service.ts';
import { newToken } from './customer.auth.ts';
import { clearSignInFailures, customerByEmail, setCustomerColumns } from './customer.repository.ts';
import { revokeCustomerTokens, tokenHash } from './customer-token.repository.ts';
import { hashPassword } from './password.hasher.ts';

/** customer/password/reset_link_expiration_period: 2 hours. */
export const RESET_LINK_LIFETIME_MS = 2 * 3600_000;
/** Magento's min_time_between_password_reset_requests (10 min) per e-mail… */
export const RESET_PER_EMAIL = {
  bucket: 'password-reset:email',
  limit: 1,
  windowMs: 10 * 60_000,
} as const;
/** …and max_number_password_reset_requests (5 per hour) per IP. */
export const RESET_PER_IP = { bucket: 'password-reset:ip', limit: 5, windowMs: 3600_000 } as const;

function supportContact(context: RequestContext): string {
  const help = context.services.stores.config(context.store.storeId).get('need_help') as
    { email?: string } | undefined;
  return help?.email ?? 'us';
}

/**
 * requestPasswordResetEmail: the same answer (true) whether or not the e-mail has an account;
 * throttled per e-mail and per IP the same way for both, so throttling reveals nothing either.
 */
export async function requestPasswordReset(
  context: RequestContext,
  rawEmail: string,
): Promise<boolean> {
  const email = rawEmail.trim();
  if (email === '') throw inputError('You must specify an email address.');
  if (!isEmailAddress(email)) throw inputError('The email address has an invalid format.');
  const platform = platformOf(context.services);
  const now = platform.now();
  if (!(await takeToken(context.db, RESET_PER_IP, requestIp(context), now))) {
    throw throttledError(
      `Too many password reset requests. Please wait and try again or contact ${supportContact(context)}.`,
    );
  }
  if (!(await takeToken(context.db, RESET_PER_EMAIL, email.toLowerCase(), now))) {
    throw throttledError(
      `We received too many requests for password resets. Please wait and try again later or contact ${supportContact(context)}.`,
    );
  }
  const customer = await customerByEmail(context.db, email);
  if (!customer || !customer.is_active) {
    context.logger.info('password reset for an unknown e-mail');
    return true;
  }
  const token = newToken();
  const at = new Date(now);
  await context.db.transaction(async (tx) => {
    // A new link replaces the previous ones.
    await tx.query(
      'UPDATE password_reset_token SET used_at = $2 WHERE customer_id = $1 AND used_at IS NULL',
      [customer.customer_id, at],
    );
    await tx.query(
      'INSERT INTO password_reset_token (token_hash, customer_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [tokenHash(token), customer.customer_id, at, new Date(now + RESET_LINK_LIFETIME_MS)],
    );
    const link = `${platform.settings.storefrontUrl}/customer/account/createPassword?${new URLSearchParams({ email: customer.email, token }).toString()}`;
    await enqueueMail(tx, passwordResetMail(customer.email, customer.firstname, link), at);
  });
  flushOutbox(context.services);
  return true;
}

/**
 * resetPassword: the token must be the latest unused one of that e-mail's account and younger
 * than 2 hours; it is used up, and every customer token is revoked (ASVS 6.4.3, 7.4.3).
 */
export async function resetPassword(
  context: RequestContext,
  rawEmail: string,
  token: string,
  newPassword: string,
): Promise<boolean> {
  if (token.trim() === '') throw inputError('resetPasswordToken must be specified');
  if (newPassword === '') throw inputError('newPassword must be specified');
  const email = rawEmail.trim();
  const customer = await customerByEmail(context.db, email);
  const now = nowDate(context.services);
  const rows = customer
    ? await context.db.query<{ expires_at: Date; used_at: Date | null }>(
        'SELECT expires_at, used_at FROM password_reset_token WHERE token_hash = $1 AND customer_id = $2',
        [tokenHash(token), customer.customer_id],
      )
    : [];
  const record = rows[0];
  if (!customer || !record || record.used_at !== null)
    throw inputError('The password token is mismatched. Reset and try again.');
  if (record.expires_at <= now)
    throw inputError('The password token is expired. Reset and try again.');
  assertPasswordAllowed(context, newPassword, customer.email);
  const hash = await hashPassword(newPassword, platformOf(context.services).settings.scryptN);
  const used = await context.db.transaction(async (tx) => {
    // Conditional update: two concurrent resets with one link cannot both succeed.
    const claimed = await tx.query(
      'UPDATE password_reset_token SET used_at = $3 WHERE token_hash = $1 AND customer_id = $2 AND used_at IS NULL RETURNING token_hash',
      [tokenHash(token), customer.customer_id, now],
    );
    if (claimed.length === 0) return false;
    await setCustomerColumns(tx, customer.customer_id, { password_hash: hash }, now);
    await clearSignInFailures(tx, customer.customer_id);
    await revokeCustomerTokens(tx, customer.customer_id, now);
    return true;
  });
  if (!used) throw inputError('The password token is mismatched. Reset and try again.');
  context.logger.info('password reset', { customerId: customer.customer_id });
  return true;
}
