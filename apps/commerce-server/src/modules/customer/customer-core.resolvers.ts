import { isEmailAddress } from '@vitrine/validation';
import type { RequestContext } from '../../graphql/context.ts';
import { inputError } from '../../graphql/errors.ts';
import {
  checkRecaptcha,
  requestIp,
  throttledError,
  TOO_MANY_REQUESTS,
  platformOf,
  takeToken,
} from '../platform/index.ts';
import { changeEmail, createCustomer, updateCustomer } from './account.service.ts';
import type { CreateCustomerInput } from './account.service.ts';
import { requireCustomer } from './customer.auth.ts';
import { customerByEmail, customerById } from './customer.repository.ts';
import { authenticate } from './sign-in.service.ts';

/** Availability checks per IP: an address form needs a few, a list of e-mails to probe many. */
export const EMAIL_CHECKS_PER_IP = {
  bucket: 'email-available:ip',
  limit: 30,
  windowMs: 10 * 60_000,
} as const;

/** Magento's deprecated CustomerInput (createCustomer, updateCustomer). */
interface CustomerInput extends Partial<CreateCustomerInput> {
  dob?: string | null;
}

/** CustomerInput as createCustomerV2's input: the deprecated `dob` stands for `date_of_birth`. */
function modernInput(input: CustomerInput): Partial<CreateCustomerInput> {
  const { dob, ...rest } = input;
  return dob !== undefined && rest.date_of_birth === undefined
    ? { ...rest, date_of_birth: dob }
    : rest;
}

function definedInput(input: CustomerInput | null | undefined): CustomerInput {
  if (!input || Object.keys(input).length === 0)
    throw inputError('"input" value should be specified');
  return input;
}

/**
 * Magento's deprecated account mutations still sent by older clients, isEmailAvailable, and the
 * customer custom attributes (this store defines none, so the lists are empty).
 */
export const customerCoreResolvers = {
  Query: {
    isEmailAvailable: async (_: unknown, args: { email: string }, context: RequestContext) => {
      const email = args.email.trim();
      if (email === '') throw inputError('Email must be specified');
      if (!isEmailAddress(email)) throw inputError('Email is invalid');
      const config = context.services.stores.config(context.store.storeId);
      // Magento 2.4.7 answers true for every address unless "Enable Guest Checkout Login" is on,
      // so the query cannot list accounts; when it is on, lookups are throttled per client.
      if (config.get('enable_guest_checkout_login') !== true) return { is_email_available: true };
      const allowed = await takeToken(
        context.db,
        EMAIL_CHECKS_PER_IP,
        requestIp(context),
        platformOf(context.services).now(),
      );
      if (!allowed) throw throttledError(TOO_MANY_REQUESTS);
      return { is_email_available: (await customerByEmail(context.db, email)) === undefined };
    },
  },
  Mutation: {
    createCustomer: async (
      _: unknown,
      args: { input?: CustomerInput | null },
      context: RequestContext,
    ) => {
      const input = modernInput(definedInput(args.input));
      await checkRecaptcha(context, 'CUSTOMER_CREATE');
      const customer = await createCustomer(context, {
        ...input,
        email: input.email ?? '',
        firstname: input.firstname ?? '',
        lastname: input.lastname ?? '',
      });
      return { customer };
    },
    updateCustomer: async (
      _: unknown,
      args: { input?: CustomerInput | null },
      context: RequestContext,
    ) => {
      const { customerId } = await requireCustomer(context);
      const { email, password, ...profile } = modernInput(definedInput(args.input));
      await checkRecaptcha(context, 'CUSTOMER_EDIT');
      const current = await customerById(context.db, customerId);
      if (!current) throw new Error('customer of a live token not found');
      // The e-mail changes only with the current password, as in Magento's UpdateCustomer.
      if (email !== undefined && email !== null && email.trim() !== current.email) {
        if (!password) throw inputError('Provide the current "password" to change "email".');
        await authenticate(context, current.email, password);
        await changeEmail(context, current, email);
      }
      return { customer: await updateCustomer(context, customerId, profile) };
    },
  },
  Customer: {
    custom_attributes: () => [],
  },
  CustomerAddress: {
    custom_attributesV2: () => [],
  },
};
