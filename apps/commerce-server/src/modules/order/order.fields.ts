import type { RequestContext } from '../../graphql/context.ts';
import { createLoader, groupBy, perRequest } from '../../graphql/loader.ts';
import { encodeUid } from '../../graphql/uid.ts';
import { catalogLoaders } from '../catalog/index.ts';
import { money, VAT_RATES } from '../cart/index.ts';
import {
  addressesOfOrders,
  itemsOfOrders,
  shipmentsOfOrders,
  taxesOfOrders,
} from './order.repository.ts';
import type { OrderAddressRow, OrderItemRow, OrderRow } from './order.repository.ts';

const STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pending',
  processing: 'Processing',
  complete: 'Complete',
  canceled: 'Canceled',
};

const orderLoaders = perRequest((context: RequestContext) => ({
  items: createLoader(async (ids: number[]) =>
    groupBy(await itemsOfOrders(context.db, ids), (row) => row.order_id),
  ),
  addresses: createLoader(async (ids: number[]) =>
    groupBy(await addressesOfOrders(context.db, ids), (row) => row.order_id),
  ),
  taxes: createLoader(async (ids: number[]) =>
    groupBy(await taxesOfOrders(context.db, ids), (row) => row.order_id),
  ),
  shipments: createLoader(async (ids: number[]) =>
    groupBy(await shipmentsOfOrders(context.db, ids), (row) => row.order_id),
  ),
}));

const magentoDate = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19);

async function address(order: OrderRow, type: 'shipping' | 'billing', context: RequestContext) {
  const row = ((await orderLoaders(context).addresses.load(order.order_id)) ?? []).find(
    (entry: OrderAddressRow) => entry.address_type === type,
  );
  return row ? { ...row, region_id: row.region_id === null ? null : String(row.region_id) } : null;
}

function discount(order: OrderRow, cents: number) {
  return {
    amount: money(cents, order.currency),
    label: order.discount_label ?? order.coupon_code ?? '',
    applied_to: 'ITEM',
    coupon: order.coupon_code ? { code: order.coupon_code } : null,
  };
}

function item(order: OrderRow, row: OrderItemRow) {
  return {
    // Magento 2.4.7 has no ConfigurableOrderItem (2.4.8 adds it): every line is an OrderItem.
    __typename: 'OrderItem',
    id: encodeUid(row.item_id),
    product_name: row.name,
    product_sku: row.sku,
    product_url_key: row.url_key,
    product_type: row.product_type,
    product_sale_price: money(row.price_incl, order.currency),
    quantity_ordered: row.qty,
    quantity_shipped: order.status === 'complete' ? row.qty : 0,
    quantity_invoiced: order.status === 'processing' || order.status === 'complete' ? row.qty : 0,
    quantity_canceled: 0,
    quantity_refunded: 0,
    quantity_returned: 0,
    selected_options: row.options,
    entered_options: [],
    status: 'Ordered',
    discounts: row.row_discount_incl > 0 ? [discount(order, row.row_discount_incl)] : [],
    productId: row.parent_product_id ?? row.product_id,
  };
}

/** Field resolvers of CustomerOrder and its items over an {@link OrderRow}. */
export const orderFieldResolvers = {
  OrderItemInterface: { __resolveType: (row: { __typename: string }) => row.__typename },
  OrderItem: {
    product: (row: { productId: number | null }, _: unknown, context: RequestContext) =>
      row.productId === null ? null : catalogLoaders(context).product.load(row.productId),
  },
  CustomerOrder: {
    id: (order: OrderRow) => encodeUid(order.order_id),
    number: (order: OrderRow) => order.increment_id,
    order_number: (order: OrderRow) => order.increment_id,
    increment_id: (order: OrderRow) => order.increment_id,
    order_date: (order: OrderRow) => magentoDate(order.created_at),
    created_at: (order: OrderRow) => magentoDate(order.created_at),
    status: (order: OrderRow) => STATUS_LABELS[order.status] ?? order.status,
    email: (order: OrderRow) => order.customer_email,
    token: (order: OrderRow) => order.protect_code,
    carrier: (order: OrderRow) =>
      order.shipping_description.split(' - ')[0] ?? order.shipping_carrier,
    shipping_method: (order: OrderRow) => order.shipping_description,
    payment_methods: (order: OrderRow) => [
      {
        name: order.payment_title,
        type: order.payment_method,
        additional_data: [
          ...(order.payment_last_four
            ? [
                { name: 'last_four', value: order.payment_last_four },
                { name: 'card_type', value: order.payment_brand },
              ]
            : []),
          ...(order.payment_reference
            ? [{ name: 'payment_reference', value: order.payment_reference }]
            : []),
        ],
      },
    ],
    shipping_address: (order: OrderRow, _: unknown, context: RequestContext) =>
      address(order, 'shipping', context),
    billing_address: (order: OrderRow, _: unknown, context: RequestContext) =>
      address(order, 'billing', context),
    items: async (order: OrderRow, _: unknown, context: RequestContext) =>
      ((await orderLoaders(context).items.load(order.order_id)) ?? []).map((row) =>
        item(order, row),
      ),
    total: async (order: OrderRow, _: unknown, context: RequestContext) => {
      const taxes = (await orderLoaders(context).taxes.load(order.order_id)) ?? [];
      const tax = (row: { title: string; tax_rate: number; amount: number }) => ({
        amount: money(row.amount, order.currency),
        rate: row.tax_rate / 100,
        title: row.title,
      });
      const shippingTaxes = taxes
        .filter((row) => row.tax_rate === VAT_RATES.shipping && order.shipping_incl > 0)
        .map((row) => ({
          ...tax(row),
          amount: money(order.shipping_incl - order.shipping_excl, order.currency),
        }));
      return {
        subtotal: money(order.subtotal_excl, order.currency),
        discounts: order.discount_incl > 0 ? [discount(order, order.discount_incl)] : [],
        total_tax: money(order.tax_amount, order.currency),
        taxes: taxes.map(tax),
        grand_total: money(order.grand_total, order.currency),
        base_grand_total: money(order.grand_total, order.currency),
        total_shipping: money(order.shipping_incl, order.currency),
        shipping_handling: {
          total_amount: money(order.shipping_incl, order.currency),
          amount_including_tax: money(order.shipping_incl, order.currency),
          amount_excluding_tax: money(order.shipping_excl, order.currency),
          taxes: shippingTaxes,
          discounts: [],
        },
      };
    },
    grand_total: (order: OrderRow) => order.grand_total / 100,
    invoices: (order: OrderRow) =>
      order.status === 'processing' || order.status === 'complete'
        ? [{ id: encodeUid(`invoice/${order.order_id}`), number: order.increment_id }]
        : [],
    shipments: async (order: OrderRow, _: unknown, context: RequestContext) =>
      ((await orderLoaders(context).shipments.load(order.order_id)) ?? []).map((shipment) => ({
        id: encodeUid(shipment.shipment_id),
        number: shipment.increment_id,
        tracking: shipment.tracks.map((track) => ({
          carrier: track.carrier_code,
          title: track.title,
          number: track.track_number,
        })),
      })),
    credit_memos: () => [],
    comments: () => [],
  },
};
