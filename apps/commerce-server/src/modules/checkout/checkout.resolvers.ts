import type { GraphQLError } from 'graphql';
import type { RequestContext } from '../../graphql/context.ts';
import { inputError, noSuchEntityError } from '../../graphql/errors.ts';
import { actingCustomer, cartForUser, cartMessages, quoteByMaskedId } from '../cart/index.ts';
import type { QuoteRow } from '../cart/index.ts';
import { callerOf } from '../customer/index.ts';
import { checkRecaptcha, alreadyExistsError } from '../platform/index.ts';
import { orderById } from '../order/index.ts';
import {
  IDEMPOTENCY_HEADER,
  INVALID_KEY,
  INVALID_KEY_VALUE,
  parseIdempotencyKey,
  storedResponse,
} from './idempotency.ts';
import { ALREADY_PLACING } from './order-lock.ts';
import {
  parseDetails,
  PaymentDetailsError,
  submitPaymentDetails,
} from './payment-details.service.ts';
import { placeOrder } from './place-order.service.ts';
import type { PlaceOutcome, PlaceRequest } from './place-order.types.ts';

function keyOf(context: RequestContext): string | undefined {
  const key = parseIdempotencyKey(context.request.headers.get(IDEMPOTENCY_HEADER));
  if (key === INVALID_KEY_VALUE) throw inputError(INVALID_KEY);
  return key;
}

const isGraphqlError = (error: unknown): error is GraphQLError =>
  error instanceof Error && error.name === 'GraphQLError';

/** placeOrder's answer of an outcome (Magento's PlaceOrderOutput plus payment_status). */
async function outputOf(context: RequestContext, outcome: PlaceOutcome) {
  switch (outcome.kind) {
    case 'busy':
      throw alreadyExistsError(ALREADY_PLACING);
    case 'placed':
      return {
        order: { order_number: outcome.number, order_id: outcome.number },
        orderV2: await orderById(context.db, outcome.orderId),
        errors: [],
        payment_status: outcome.payment,
      };
    case 'payment':
      return {
        order: null,
        orderV2: null,
        errors: outcome.error ? [outcome.error] : [],
        payment_status: outcome.payment,
      };
    default:
      return {
        order: null,
        orderV2: null,
        errors: [{ code: outcome.code, message: outcome.message }],
        payment_status: outcome.payment,
      };
  }
}

/**
 * The first answer of a repeated call on a cart its first call closed: a retry after a lost
 * answer must get the same order, not "The cart isn't active." Only the cart's owner gets it.
 */
async function replayOnClosedCart(
  context: RequestContext,
  cartId: string,
  operation: string,
  scope: (quote: QuoteRow) => string,
): Promise<PlaceOutcome | undefined> {
  const key = keyOf(context);
  if (key === undefined) return undefined;
  const quote = await quoteByMaskedId(context.db, cartId);
  if (!quote || quote.is_active || quote.customer_id !== actingCustomer(await callerOf(context)))
    return undefined;
  return (await storedResponse(context.db, key, operation, scope(quote))) as
    PlaceOutcome | undefined;
}

async function request(
  context: RequestContext,
  cartId: string,
): Promise<PlaceRequest | { code: 'CART_NOT_FOUND' | 'CART_NOT_ACTIVE'; message: string }> {
  try {
    const quote = await cartForUser(context, cartId);
    return {
      services: context.services,
      logger: context.logger,
      quote,
      currency: context.currency,
      key: keyOf(context),
    };
  } catch (error) {
    // Magento answers a missing or closed cart in `errors`; not-yours is an authorization error.
    if (isGraphqlError(error) && error.extensions.category === 'graphql-no-such-entity') {
      return {
        code: error.message === cartMessages.inactive ? 'CART_NOT_ACTIVE' : 'CART_NOT_FOUND',
        message: error.message,
      };
    }
    throw error;
  }
}

/** placeOrder and submitPaymentDetails. */
export const checkoutResolvers = {
  Mutation: {
    placeOrder: async (
      _: unknown,
      args: { input?: { cart_id: string } | null },
      context: RequestContext,
    ) => {
      await checkRecaptcha(context, 'PLACE_ORDER');
      const cartId = args.input?.cart_id ?? '';
      const placement = await request(context, cartId);
      if ('code' in placement) {
        const replay =
          placement.code === 'CART_NOT_ACTIVE'
            ? await replayOnClosedCart(context, cartId, 'place-order', (quote) => quote.masked_id)
            : undefined;
        if (replay) return outputOf(context, replay);
        return { order: null, orderV2: null, errors: [placement], payment_status: null };
      }
      return outputOf(context, await placeOrder(placement));
    },
    submitPaymentDetails: async (
      _: unknown,
      args: { input: { cart_id: string; payment_reference: string; details: string } },
      context: RequestContext,
    ) => {
      const details = (() => {
        try {
          return parseDetails(args.input.details);
        } catch (error) {
          throw inputError(error instanceof Error ? error.message : String(error));
        }
      })();
      const placement = await request(context, args.input.cart_id);
      if ('code' in placement) {
        const replay =
          placement.code === 'CART_NOT_ACTIVE'
            ? await replayOnClosedCart(
                context,
                args.input.cart_id,
                'payment-details',
                () => args.input.payment_reference,
              )
            : undefined;
        if (replay) return outputOf(context, replay);
        throw noSuchEntityError(placement.message);
      }
      try {
        const output = await outputOf(
          context,
          await submitPaymentDetails(placement, args.input.payment_reference, details),
        );
        // A refusal before any payment answer (a key used for another call…) is an input error.
        if (!output.payment_status)
          throw inputError(output.errors[0]?.message ?? 'The payment details were refused.');
        return output;
      } catch (error) {
        if (error instanceof PaymentDetailsError)
          throw error.kind === 'not_found'
            ? noSuchEntityError(error.message)
            : inputError(error.message);
        throw error;
      }
    },
  },
};
