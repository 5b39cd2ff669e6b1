import type { Queryable } from '../../db/database.ts';
import type { CartView } from '../cart/index.ts';
import { storeDate } from '../platform/index.ts';
import {
  insertSubscription,
  linkOrderItem,
  subscribedOrderItems,
} from './subscription.repository.ts';
import { started } from './subscription.rules.ts';

/** The order that starts subscriptions, as the checkout has it inside its order transaction. */
export interface StartingOrder {
  orderId: number;
  view: CartView;
  customerId: number;
  email: string;
  /** The saved card the renewals are paid with (decision 155's vault token). */
  paymentPublicHash: string | null;
  now: Date;
}

/**
 * Creates one subscription per subscribed line of a just-written order and links the order's
 * line to it, inside the order's transaction: the order and its subscriptions exist together or
 * not at all, and an idempotent replay (which never writes the order again) never adds one.
 */
export async function startSubscriptions(tx: Queryable, order: StartingOrder): Promise<number> {
  const { view } = order;
  const shipping = view.shipping;
  const billing = view.billing;
  const method = view.selectedShipping;
  const lines = view.lines.filter((line) => line.subscription !== null && line.product);
  if (lines.length === 0 || !shipping || !billing || !method) return 0;
  const items = await subscribedOrderItems(tx, order.orderId);
  const today = storeDate(order.now);
  for (const line of lines) {
    const subscription = line.subscription;
    const product = line.product;
    if (!subscription || !product) continue;
    const item = items.find(
      (candidate) =>
        candidate.product_id === product.product_id &&
        candidate.parent_product_id === (line.parent?.product_id ?? null) &&
        candidate.subscription_frequency === subscription.frequency,
    );
    if (!item) throw new Error('subscribed order line not found');
    const id = await insertSubscription(
      tx,
      {
        customer_id: order.customerId,
        store_id: view.quote.store_id,
        product_id: product.product_id,
        parent_product_id: line.parent?.product_id ?? null,
        sku: product.sku,
        parent_sku: line.parent?.sku ?? null,
        product_name: line.parent?.name ?? product.name,
        options: line.options,
        qty: line.item.qty,
        frequency_days: subscription.frequency,
        discount_percent: String(subscription.offer.discountPercent),
        payment_public_hash: order.paymentPublicHash,
        shipping_address: shipping,
        billing_address: billing,
        shipping_carrier: method.carrier.carrierCode,
        shipping_method: method.carrier.methodCode,
        email: order.email,
        first_order_id: order.orderId,
        state: started(today, subscription.frequency),
      },
      order.now,
    );
    await linkOrderItem(tx, item.item_id, id, false);
  }
  return lines.length;
}
