import type { RequestContext } from '../../graphql/context.ts';
import { decodeIdUid } from '../../graphql/uid.ts';
import { createLoader, perRequest } from '../../graphql/loader.ts';
import { money } from '../cart/index.ts';
import { catalogLoaders, subscribedPrice, subscriptionOfferOf } from '../catalog/index.ts';
import type { ProductRow } from '../catalog/index.ts';
import { vaultToken } from '../payment/index.ts';
import { orderItemLinks, renewalOrderNumbers } from './subscription.repository.ts';
import type { SubscriptionRow } from './subscription.repository.ts';

const magentoDate = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19);

const BRANDS: Readonly<Record<string, string>> = {
  VI: 'Visa',
  MC: 'Mastercard',
  AE: 'American Express',
  DI: 'Discover',
  CB: 'CB',
};

const loaders = perRequest((context: RequestContext) => ({
  renewals: createLoader(async (ids: number[]) => renewalOrderNumbers(context.db, ids)),
  orderItems: createLoader(async (ids: number[]) => {
    const rows = await orderItemLinks(context.db, ids);
    return new Map(rows.map((row) => [row.order_item_id, row]));
  }),
}));

const finalPrice = (row: ProductRow) => row.active_special_price ?? row.price;

async function productsOf(row: SubscriptionRow, context: RequestContext) {
  // The catalogue's own loader: one store date per request, products shared with the answer.
  const products = catalogLoaders(context).product;
  const [product, parent] = await Promise.all([
    products.load(row.product_id),
    row.parent_product_id === null ? undefined : products.load(row.parent_product_id),
  ]);
  return { product, parent };
}

/** The unit price of a subscription's next delivery: today's price less its discount. */
async function nextUnitPrice(
  row: SubscriptionRow,
  context: RequestContext,
): Promise<number | null> {
  const { product } = await productsOf(row, context);
  return product ? subscribedPrice(finalPrice(product), Number(row.discount_percent)) : null;
}

/** Field resolvers of the `subscriptions` extension's product, order and subscription types. */
export const subscriptionFieldResolvers = {
  VitrineSubscription: {
    uid: (row: SubscriptionRow) => row.uid,
    status: (row: SubscriptionRow) => row.status.toUpperCase(),
    product: async (row: SubscriptionRow, _: unknown, context: RequestContext) => {
      const { product, parent } = await productsOf(row, context);
      return row.parent_product_id === null ? (product ?? null) : (parent ?? null);
    },
    product_name: (row: SubscriptionRow) => row.product_name,
    product_sku: (row: SubscriptionRow) => row.parent_sku ?? row.sku,
    variant_sku: (row: SubscriptionRow) => (row.parent_sku === null ? null : row.sku),
    configurable_options: (row: SubscriptionRow) =>
      row.options.map((option) => ({
        configurable_product_option_uid: option.optionUid,
        configurable_product_option_value_uid: option.valueUid,
        option_label: option.optionLabel,
        value_label: option.valueLabel,
        id: option.attributeId,
        value_id: option.optionId,
      })),
    quantity: (row: SubscriptionRow) => row.qty,
    frequency_days: (row: SubscriptionRow) => row.frequency_days,
    frequencies: async (row: SubscriptionRow, _: unknown, context: RequestContext) => {
      const { product, parent } = await productsOf(row, context);
      return subscriptionOfferOf(parent ?? product)?.frequencies ?? [row.frequency_days];
    },
    price: async (row: SubscriptionRow, _: unknown, context: RequestContext) =>
      money((await nextUnitPrice(row, context)) ?? 0, context.currency),
    discount_percent: (row: SubscriptionRow) => Number(row.discount_percent),
    next_date: (row: SubscriptionRow) => (row.status === 'active' ? row.next_date : null),
    created_at: (row: SubscriptionRow) => magentoDate(row.created_at),
    first_order_number: (row: SubscriptionRow) => row.first_order_number,
    renewal_order_numbers: async (row: SubscriptionRow, _: unknown, context: RequestContext) =>
      (await loaders(context).renewals.load(row.subscription_id)) ?? [],
    payment_card_label: async (row: SubscriptionRow, _: unknown, context: RequestContext) => {
      const card = row.payment_public_hash
        ? await vaultToken(context.db, row.payment_public_hash, row.customer_id)
        : undefined;
      return card ? `${BRANDS[card.brand] ?? card.brand} •••• ${card.last_four}` : null;
    },
    shipping_address_summary: (row: SubscriptionRow) => {
      const address = row.shipping_address;
      return [address.street.join(' '), `${address.postcode ?? ''} ${address.city}`.trim()].join(
        ', ',
      );
    },
  },
  OrderItem: {
    vitrine_subscription: async (item: { id: string }, _: unknown, context: RequestContext) => {
      const id = decodeIdUid(item.id);
      const link = id === undefined ? undefined : await loaders(context).orderItems.load(id);
      return link
        ? {
            subscription_uid: link.uid,
            frequency_days: link.frequency_days,
            is_renewal: link.is_renewal,
          }
        : null;
    },
  },
};
