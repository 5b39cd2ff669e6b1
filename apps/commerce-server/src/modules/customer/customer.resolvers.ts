import type { RequestContext } from '../../graphql/context.ts';
import { checkRecaptcha, nowDate, platformOf } from '../platform/index.ts';
import { subscriptionStatus } from './newsletter.repository.ts';
import {
  createCustomer,
  changeEmail,
  updateCustomer,
  assertPasswordAllowed,
} from './account.service.ts';
import type { CreateCustomerInput } from './account.service.ts';
import { addressesOf } from './address.repository.ts';
import {
  createAddress,
  editAddress,
  ownAddress,
  removeAddress,
  toCustomerAddress,
} from './address.service.ts';
import type { AddressInput } from './address.service.ts';
import { requireCustomer, tokenLifetimeSeconds } from './customer.auth.ts';
import { customerById, setCustomerColumns } from './customer.repository.ts';
import type { CustomerRow } from './customer.repository.ts';
import { revokeCustomerTokens, revokeToken } from './customer-token.repository.ts';
import { hashPassword } from './password.hasher.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';
import { authenticate, signIn } from './sign-in.service.ts';

type Ctx = RequestContext;

async function currentCustomer(context: Ctx): Promise<CustomerRow> {
  const { customerId } = await requireCustomer(context);
  const row = await customerById(context.db, customerId);
  if (!row) throw new Error('customer of a live token not found');
  return row;
}

const magentoDate = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19);

/** Resolvers of the account operations and the Customer fields this module owns. */
export const customerResolvers = {
  Query: {
    customer: (_: unknown, __: unknown, context: Ctx) => currentCustomer(context),
  },
  Mutation: {
    generateCustomerToken: async (
      _: unknown,
      args: { email: string; password: string },
      context: Ctx,
    ) => {
      await checkRecaptcha(context, 'CUSTOMER_LOGIN');
      return { token: await signIn(context, args.email, args.password) };
    },
    revokeCustomerToken: async (_: unknown, __: unknown, context: Ctx) => {
      const { tokenHash } = await requireCustomer(context);
      await revokeToken(context.db, tokenHash, nowDate(context.services));
      return { result: true };
    },
    createCustomerV2: async (_: unknown, args: { input: CreateCustomerInput }, context: Ctx) => {
      await checkRecaptcha(context, 'CUSTOMER_CREATE');
      return { customer: await createCustomer(context, args.input) };
    },
    updateCustomerV2: async (
      _: unknown,
      args: { input: Partial<CreateCustomerInput> },
      context: Ctx,
    ) => {
      const { customerId } = await requireCustomer(context);
      await checkRecaptcha(context, 'CUSTOMER_EDIT');
      return { customer: await updateCustomer(context, customerId, args.input) };
    },
    updateCustomerEmail: async (
      _: unknown,
      args: { email: string; password: string },
      context: Ctx,
    ) => {
      const customer = await currentCustomer(context);
      await authenticate(context, customer.email, args.password);
      await changeEmail(context, customer, args.email);
      return { customer: await currentCustomer(context) };
    },
    changeCustomerPassword: async (
      _: unknown,
      args: { currentPassword: string; newPassword: string },
      context: Ctx,
    ) => {
      const { customerId, tokenHash } = await requireCustomer(context);
      const customer = await customerById(context.db, customerId);
      if (!customer) throw new Error('customer of a live token not found');
      await authenticate(context, customer.email, args.currentPassword);
      assertPasswordAllowed(context, args.newPassword, customer.email);
      const hash = await hashPassword(
        args.newPassword,
        platformOf(context.services).settings.scryptN,
      );
      const now = nowDate(context.services);
      await context.db.transaction(async (tx) => {
        await setCustomerColumns(tx, customerId, { password_hash: hash }, now);
        // Every other session ends; this one goes on (ASVS 7.4.3).
        await revokeCustomerTokens(tx, customerId, now, tokenHash);
      });
      return currentCustomer(context);
    },
    createCustomerAddress: async (_: unknown, args: { input: AddressInput }, context: Ctx) => {
      const { customerId } = await requireCustomer(context);
      return createAddress(context, customerId, args.input);
    },
    updateCustomerAddress: async (
      _: unknown,
      args: { id: number; input?: AddressInput | null },
      context: Ctx,
    ) => {
      const { customerId } = await requireCustomer(context);
      return editAddress(
        context,
        customerId,
        await ownAddress(context, customerId, args.id, String(args.id)),
        args.input,
      );
    },
    deleteCustomerAddress: async (_: unknown, args: { id: number }, context: Ctx) => {
      const { customerId } = await requireCustomer(context);
      return removeAddress(
        context,
        customerId,
        await ownAddress(context, customerId, args.id, String(args.id)),
        String(args.id),
      );
    },
    requestPasswordResetEmail: async (_: unknown, args: { email: string }, context: Ctx) => {
      await checkRecaptcha(context, 'CUSTOMER_FORGOT_PASSWORD');
      return requestPasswordReset(context, args.email);
    },
    resetPassword: async (
      _: unknown,
      args: { email: string; resetPasswordToken: string; newPassword: string },
      context: Ctx,
    ) => {
      await checkRecaptcha(context, 'CUSTOMER_FORGOT_PASSWORD');
      return resetPassword(context, args.email, args.resetPasswordToken, args.newPassword);
    },
  },
  Customer: {
    id: (row: CustomerRow) => row.customer_id,
    dob: (row: CustomerRow) => row.date_of_birth,
    created_at: (row: CustomerRow) => magentoDate(row.created_at),
    default_billing: (row: CustomerRow) =>
      row.default_billing === null ? null : String(row.default_billing),
    default_shipping: (row: CustomerRow) =>
      row.default_shipping === null ? null : String(row.default_shipping),
    confirmation_status: () => 'ACCOUNT_CONFIRMATION_NOT_REQUIRED',
    is_subscribed: async (row: CustomerRow, _: unknown, context: Ctx) =>
      (await subscriptionStatus(context.db, row.email)) === 'SUBSCRIBED',
    is_consent: (row: CustomerRow) => row.marketing_consent,
    addresses: async (row: CustomerRow, _: unknown, context: Ctx) =>
      (await addressesOf(context.db, row.customer_id)).map((address) =>
        toCustomerAddress(address, row),
      ),
  },
  StoreConfig: {
    // The lifetime tokens really have, in Magento's unit (hours): the storefront keeps a token
    // exactly that long, whichever setting (environment, seconds, hours) decided it.
    customer_access_token_lifetime: (config: { id: number }, _: unknown, context: Ctx) =>
      Math.round((tokenLifetimeSeconds(context.services, config.id) / 3600) * 1e6) / 1e6,
  },
};
