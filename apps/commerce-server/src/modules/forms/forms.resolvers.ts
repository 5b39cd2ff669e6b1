import type { RequestContext } from '../../graphql/context.ts';
import { inputError, noSuchEntityError } from '../../graphql/errors.ts';
import { isEmailAddress } from '@vitrine/validation';
import { cartForUser, updateQuote } from '../cart/index.ts';
import {
  customerIdOf,
  requireCustomer,
  setCustomerColumns,
  setSubscription,
  subscriptionStatus,
} from '../customer/index.ts';
import { flushOutbox, contactMail, newsletterWelcomeMail, enqueueMail } from '../mail/index.ts';
import { findStores } from '../store-locator/index.ts';
import {
  requestIp,
  throttledError,
  TOO_MANY_REQUESTS,
  hasControlCharacters,
  MAX_TEXT_LENGTH,
  optionalLine,
  nowDate,
  platformOf,
  takeToken,
  checkRecaptcha,
} from '../platform/index.ts';

/** Form submissions per IP: generous for people, useless for spam runs (reliability U9). */
export const CONTACT_PER_IP = { bucket: 'contact:ip', limit: 5, windowMs: 10 * 60_000 } as const;
export const NEWSLETTER_PER_IP = {
  bucket: 'newsletter:ip',
  limit: 10,
  windowMs: 10 * 60_000,
} as const;

interface ContactInput {
  name: string;
  email: string;
  comment: string;
  telephone?: string | null;
  is_consent?: boolean | null;
  contactReason?: string | null;
  orderNumber?: string | null;
}

async function throttle(
  context: RequestContext,
  rule: typeof CONTACT_PER_IP | typeof NEWSLETTER_PER_IP,
): Promise<void> {
  if (!(await takeToken(context.db, rule, requestIp(context), platformOf(context.services).now())))
    throw throttledError(TOO_MANY_REQUESTS);
}

function config(context: RequestContext, path: string): unknown {
  return context.services.stores.config(context.store.storeId).get(path);
}

/** contactUs: every field checked, one mail to customer service (the shopper is only in the body). */
async function contactUs(
  context: RequestContext,
  input: ContactInput,
): Promise<{ status: boolean }> {
  if (config(context, 'contact_enabled') === false)
    throw inputError('The contact form is unavailable.');
  await checkRecaptcha(context, 'CONTACT');
  const name = optionalLine(input.name, 'name');
  if (!name) throw inputError('Enter the Name and try again.');
  const email = input.email.trim();
  if (!isEmailAddress(email))
    throw inputError('The email address is invalid. Verify the email address and try again.');
  const comment = input.comment.trim();
  if (comment === '') throw inputError('Enter the comment and try again.');
  if (comment.length > MAX_TEXT_LENGTH || hasControlCharacters(comment, true))
    throw inputError('Invalid value provided for the comment field.');
  // The extras exist only with the contact-extras extension (the input type lacks them otherwise).
  // They are optional there too, so a Magento client sending the four core fields is answered as
  // Magento does; a consent sent as refused is not accepted.
  if (input.is_consent === false)
    throw inputError('The consent to the processing of your data is required.');
  const reason = optionalLine(input.contactReason, 'contactReason') ?? null;
  const telephone = optionalLine(input.telephone, 'telephone') ?? null;
  const orderNumber = optionalLine(input.orderNumber, 'orderNumber') ?? null;
  await throttle(context, CONTACT_PER_IP);
  const now = nowDate(context.services);
  const to =
    (config(context, 'need_help') as { email?: string } | undefined)?.email ??
    'conseil@orsalis.example';
  await context.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO contact_request (name, email, telephone, comment, contact_reason, order_number, consent, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [name, email, telephone, comment, reason, orderNumber, input.is_consent === true, now],
    );
    await enqueueMail(
      tx,
      contactMail(to, { name, email, telephone, reason, orderNumber, comment }),
      now,
    );
  });
  flushOutbox(context.services);
  return { status: true };
}

/** Subscribes an e-mail; the welcome mail goes only when the status changed. */
async function subscribe(
  context: RequestContext,
  rawEmail: string,
  source: string | null,
  idempotent: boolean,
) {
  if (config(context, 'newsletter_enabled') === false)
    throw inputError('The newsletter is unavailable.');
  await checkRecaptcha(context, 'NEWSLETTER');
  const email = rawEmail.trim();
  if (!isEmailAddress(email)) throw inputError('Enter a valid email address.');
  await throttle(context, NEWSLETTER_PER_IP);
  if (!idempotent && (await subscriptionStatus(context.db, email)) === 'SUBSCRIBED')
    throw inputError('This email address is already subscribed.');
  const customerId = await customerIdOf(context);
  const now = nowDate(context.services);
  const result = await context.db.transaction(async (tx) => {
    const changed = await setSubscription(
      tx,
      { email, customerId, subscribed: true, consent: true, source },
      now,
    );
    if (changed.changed) await enqueueMail(tx, newsletterWelcomeMail(email), now);
    return changed;
  });
  if (result.changed) flushOutbox(context.services);
  return { status: result.status };
}

/** Contact, newsletter, consents and the favorite point of sale. */
export const formsResolvers = {
  Mutation: {
    contactUs: (_: unknown, args: { input: ContactInput }, context: RequestContext) =>
      contactUs(context, args.input),
    subscribeEmailToNewsletter: (_: unknown, args: { email: string }, context: RequestContext) =>
      subscribe(context, args.email, null, false),
    subscribeToNewsletterComposite: (
      _: unknown,
      args: { input: { email: string; is_consent: boolean; optinSource?: string | null } },
      context: RequestContext,
    ) => {
      if (args.input.is_consent !== true)
        throw inputError('The consent to receive the newsletter is required.');
      return subscribe(
        context,
        args.input.email,
        optionalLine(args.input.optinSource, 'optinSource') ?? null,
        true,
      );
    },
    addOrUpdateCustomerConsent: async (
      _: unknown,
      args: { isConsent: boolean },
      context: RequestContext,
    ) => {
      const { customerId } = await requireCustomer(context);
      const now = nowDate(context.services);
      await setCustomerColumns(
        context.db,
        customerId,
        { marketing_consent: args.isConsent, marketing_consent_at: now },
        now,
      );
      return { is_consent: args.isConsent };
    },
    addOrUpdateGuestConsent: async (
      _: unknown,
      args: { isConsent: boolean; cartId: string },
      context: RequestContext,
    ) => {
      const quote = await cartForUser(context, args.cartId);
      await updateQuote(
        context.db,
        quote.quote_id,
        { guest_consent: args.isConsent },
        nowDate(context.services),
      );
      return { is_consent: args.isConsent };
    },
    setFavoriteStore: async (_: unknown, args: { identifier: string }, context: RequestContext) => {
      const { customerId } = await requireCustomer(context);
      const identifier = optionalLine(args.identifier, 'identifier');
      const store = identifier
        ? (await findStores(context.db, { identifiers: [identifier], activeOnly: true }, 1, 0))
            .rows[0]
        : undefined;
      if (!store || !identifier)
        throw noSuchEntityError(`Could not find a store with identifier "${args.identifier}"`);
      await setCustomerColumns(
        context.db,
        customerId,
        { favorite_store: identifier },
        nowDate(context.services),
      );
      return store;
    },
  },
};
