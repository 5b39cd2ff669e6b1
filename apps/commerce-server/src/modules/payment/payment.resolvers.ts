import type { RequestContext } from '../../graphql/context.ts';
import { noSuchEntityError } from '../../graphql/errors.ts';
import { requireCustomer } from '../customer/index.ts';
import { deactivateVaultToken, vaultTokensOf } from './payment.repository.ts';
import type { VaultRow } from './payment.repository.ts';

function paymentToken(row: VaultRow) {
  return {
    public_hash: row.public_hash,
    payment_method_code: row.payment_method_code,
    type: 'card',
    details: JSON.stringify({
      type: row.brand,
      maskedCC: row.last_four,
      expirationDate: `${String(row.exp_month).padStart(2, '0')}/${row.exp_year}`,
    }),
  };
}

async function tokensOf(context: RequestContext, customerId: number) {
  return { items: (await vaultTokensOf(context.db, customerId)).map(paymentToken) };
}

/** Saved cards (Magento's vault). */
export const paymentResolvers = {
  Query: {
    customerPaymentTokens: async (_: unknown, __: unknown, context: RequestContext) =>
      tokensOf(context, (await requireCustomer(context)).customerId),
  },
  Mutation: {
    deletePaymentToken: async (
      _: unknown,
      args: { public_hash: string },
      context: RequestContext,
    ) => {
      const { customerId } = await requireCustomer(context);
      if (!(await deactivateVaultToken(context.db, args.public_hash, customerId))) {
        throw noSuchEntityError(`Could not find a token using public hash: ${args.public_hash}`);
      }
      return { result: true, customerPaymentTokens: await tokensOf(context, customerId) };
    },
  },
};
