import type { RequestContext } from '../../graphql/context.ts';
import { inputError, noSuchEntityError } from '../../graphql/errors.ts';
import { money } from '../cart/index.ts';
import { productsByIds, subscribedPrice, subscriptionOfferOf } from '../catalog/index.ts';
import type { ProductRow } from '../catalog/index.ts';
import { requireCustomer } from '../customer/index.ts';
import type { CustomerRow } from '../customer/index.ts';
import { nowDate, storeDate } from '../platform/index.ts';
import { subscriptionFieldResolvers } from './subscription.fields.ts';
import {
  saveState,
  stateOf,
  subscriptionOf,
  subscriptionsOfCustomer,
} from './subscription.repository.ts';
import type { SubscriptionRow } from './subscription.repository.ts';
import {
  SubscriptionRuleError,
  cancel,
  changeFrequency,
  pause,
  resume,
  skip,
} from './subscription.rules.ts';
import type { SubscriptionState } from './subscription.rules.ts';

/** Magento's search paging limits. */
const MAX_PAGE_SIZE = 100;

/** The offer of a product as the contract shows it, its price from the price index. */
function offerField(row: ProductRow, _: unknown, context: RequestContext) {
  const offer = subscriptionOfferOf(row);
  if (!offer) return null;
  // The minimal final price: a simple's (special price when active), a configurable's indexed minimum.
  const minimal =
    row.type_id === 'configurable' ? row.min_price : (row.active_special_price ?? row.price);
  return {
    frequencies: offer.frequencies,
    discount_percent: offer.discountPercent,
    price: money(subscribedPrice(minimal, offer.discountPercent), context.currency),
  };
}

type Change = (
  state: SubscriptionState,
  row: SubscriptionRow,
  today: string,
  offered: readonly number[],
) => SubscriptionState;

/**
 * Applies a rule to the caller's subscription under a row lock (two clicks or a renewal at the
 * same moment are serialised). Another customer's uid is not found, like an unknown one.
 */
async function change(context: RequestContext, uid: string, rule: Change) {
  const { customerId } = await requireCustomer(context);
  const notFound = noSuchEntityError(`Could not find a subscription with uid "${uid}".`);
  if (!uid) throw notFound;
  const now = nowDate(context.services);
  const today = storeDate(now);
  const saved = await context.db.transaction(async (tx) => {
    const row = await subscriptionOf(tx, uid, customerId, true);
    if (!row) throw notFound;
    const [product, parent] = await productsByIds(
      tx,
      [row.product_id, row.parent_product_id ?? row.product_id],
      today,
    ).then((rows) => [
      rows.find((entry) => entry.product_id === row.product_id),
      rows.find((entry) => entry.product_id === row.parent_product_id),
    ]);
    const offered = subscriptionOfferOf(parent ?? product)?.frequencies ?? [row.frequency_days];
    let next: SubscriptionState;
    try {
      next = rule(stateOf(row), row, today, offered);
    } catch (error) {
      if (error instanceof SubscriptionRuleError) throw inputError(error.message);
      throw error;
    }
    await saveState(tx, row.subscription_id, next, now);
    return subscriptionOf(tx, uid, customerId);
  });
  if (!saved) throw notFound;
  context.logger.info('subscription changed', { uid, status: saved.status, next: saved.next_date });
  return { subscription: saved };
}

type UidArgs = { input?: { uid?: string | null } | null };

export const subscriptionResolvers = {
  ...subscriptionFieldResolvers,
  SimpleProduct: { vitrine_subscription_offer: offerField },
  ConfigurableProduct: { vitrine_subscription_offer: offerField },
  Customer: {
    vitrine_subscriptions: async (
      customer: CustomerRow,
      args: { pageSize?: number | null; currentPage?: number | null },
      context: RequestContext,
    ) => {
      const pageSize = args.pageSize ?? 20;
      const currentPage = args.currentPage ?? 1;
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
        throw inputError(`pageSize must be between 1 and ${MAX_PAGE_SIZE}.`);
      if (!Number.isInteger(currentPage) || currentPage < 1)
        throw inputError('currentPage value must be greater than 0.');
      const { rows, total } = await subscriptionsOfCustomer(
        context.db,
        customer.customer_id,
        pageSize,
        (currentPage - 1) * pageSize,
      );
      return {
        items: rows,
        total_count: total,
        page_info: {
          page_size: pageSize,
          current_page: currentPage,
          total_pages: Math.ceil(total / pageSize),
        },
      };
    },
  },
  Mutation: {
    skipVitrineSubscriptionDelivery: (_: unknown, args: UidArgs, context: RequestContext) =>
      change(context, args.input?.uid ?? '', (state) => skip(state)),
    pauseVitrineSubscription: (_: unknown, args: UidArgs, context: RequestContext) =>
      change(context, args.input?.uid ?? '', (state) => pause(state)),
    resumeVitrineSubscription: (_: unknown, args: UidArgs, context: RequestContext) =>
      change(context, args.input?.uid ?? '', (state, _row, today) => resume(state, today)),
    cancelVitrineSubscription: (_: unknown, args: UidArgs, context: RequestContext) =>
      change(context, args.input?.uid ?? '', (state) => cancel(state)),
    changeVitrineSubscriptionFrequency: (
      _: unknown,
      args: { input?: { uid?: string | null; frequency_days?: number | null } | null },
      context: RequestContext,
    ) =>
      change(context, args.input?.uid ?? '', (state, _row, today, offered) =>
        changeFrequency(state, args.input?.frequency_days ?? 0, offered, today),
      ),
  },
};
