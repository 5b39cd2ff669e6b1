import { encodeUid } from '../../graphql/uid.ts';
import { addDays, storeDate } from '../platform/index.ts';
import type { QuoteAddressRow } from './cart.repository.ts';
import type { CartLine, CartView } from './cart.view.ts';
import { hasSubscription } from './cart.subscription.ts';
import type { ShippingQuote } from './shipping.methods.ts';
import { vatTitle } from './tax.constants.ts';

/** Magento Money from cents. */
export const money = (cents: number, currency: string) => ({
  value: Math.round(cents) / 100,
  currency,
});

/** A cart line with what its fields need. */
interface LineSource {
  view: CartView;
  line: CartLine;
}

function lineOf(source: LineSource) {
  const { view, line } = source;
  const totals = view.totals.lines.find((entry) => entry.key === line.item.item_id);
  const currency = view.currency;
  const discount = totals?.discountIncl ?? 0;
  return {
    uid: encodeUid(line.item.item_id),
    id: String(line.item.item_id),
    quantity: line.item.qty,
    // Configurable lines show the configurable as product and the variant as configured_variant.
    product: line.parent ?? line.product,
    configured_variant: line.product,
    configurable_options: line.options.map((option) => ({
      configurable_product_option_uid: option.optionUid,
      configurable_product_option_value_uid: option.valueUid,
      option_label: option.optionLabel,
      value_label: option.valueLabel,
      id: option.attributeId,
      value_id: option.optionId,
    })),
    errors: line.errors,
    is_available: line.errors.length === 0,
    prices: {
      price: money(totals?.unitExcl ?? 0, currency),
      price_including_tax: money(line.unitIncl, currency),
      row_total: money(totals?.rowExcl ?? 0, currency),
      row_total_including_tax: money(totals?.rowIncl ?? 0, currency),
      total_item_discount: money(discount, currency),
      discounts: discount > 0 && view.coupon ? [discountEntry(view, discount)] : [],
    },
    // Extension `subscriptions` (absent from the stock schema, so never read there).
    vitrine_subscription: line.subscription && {
      frequency_days: line.subscription.frequency,
      frequencies: line.subscription.offer.frequencies,
      discount_percent: line.subscription.offer.discountPercent,
      next_date: addDays(storeDate(view.now), line.subscription.frequency),
    },
    __typename: line.parent ? 'ConfigurableCartItem' : 'SimpleCartItem',
  };
}

function discountEntry(view: CartView, cents: number) {
  return {
    amount: money(cents, view.currency),
    label: view.coupon?.label ?? '',
    applied_to: 'ITEM',
    coupon: view.coupon ? { code: view.coupon.code } : null,
  };
}

function shippingMethod(offer: ShippingQuote, currency: string) {
  return {
    carrier_code: offer.carrier.carrierCode,
    carrier_title: offer.carrier.carrierTitle,
    method_code: offer.carrier.methodCode,
    method_title: offer.carrier.methodTitle,
    amount: money(offer.amountIncl, currency),
    price_excl_tax: money(offer.amountExcl, currency),
    price_incl_tax: money(offer.amountIncl, currency),
    base_amount: money(offer.amountIncl, currency),
    available: offer.available,
    error_message: offer.errorMessage,
  };
}

/** AvailableShippingMethod objects of priced offers. */
export function toShippingMethods(offers: readonly ShippingQuote[], currency: string) {
  return offers.map((offer) => shippingMethod(offer, currency));
}

function address(row: QuoteAddressRow) {
  return {
    uid: encodeUid(`${row.quote_id}/${row.address_type}`),
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: row.street,
    city: row.city,
    region:
      row.region || row.region_id
        ? { code: row.region_code, label: row.region, region_id: row.region_id }
        : null,
    postcode: row.postcode,
    // Magento answers the country code as the label too (Quote Address::getCountry()).
    country: { code: row.country_code, label: row.country_code },
    telephone: row.telephone,
    vat_id: row.vat_id,
  };
}

const totalQuantity = (view: CartView) => view.lines.reduce((sum, line) => sum + line.item.qty, 0);

/** Field resolvers of Cart and its items over a {@link CartView}. */
export const cartFieldResolvers = {
  CartItemInterface: { __resolveType: (item: { __typename: string }) => item.__typename },
  CartAddressInterface: { __resolveType: (item: { __typename: string }) => item.__typename },
  Cart: {
    id: (view: CartView) => view.quote.masked_id,
    email: (view: CartView) => view.quote.email ?? view.customerEmail,
    is_virtual: () => false,
    total_quantity: totalQuantity,
    total_summary_quantity_including_config: totalQuantity,
    vitrine_has_subscription: (view: CartView) => hasSubscription(view),
    items: (view: CartView) => view.lines.map((line) => lineOf({ view, line })),
    itemsV2: (
      view: CartView,
      args: {
        pageSize?: number | null;
        currentPage?: number | null;
        sort?: { field: string; order: 'ASC' | 'DESC' } | null;
      },
    ) => {
      const pageSize = Math.min(Math.max(args.pageSize ?? 20, 1), 300);
      const currentPage = Math.max(args.currentPage ?? 1, 1);
      const items = view.lines.map((line) => lineOf({ view, line }));
      if (args.sort) {
        const key = (item: ReturnType<typeof lineOf>): string | number =>
          args.sort?.field === 'SKU'
            ? (item.product?.sku ?? '')
            : args.sort?.field === 'NAME'
              ? (item.product?.name ?? '')
              : args.sort?.field === 'QTY'
                ? item.quantity
                : args.sort?.field === 'PRICE'
                  ? item.prices.price_including_tax.value
                  : args.sort?.field === 'ROW_TOTAL'
                    ? item.prices.row_total_including_tax.value
                    : Number(item.id);
        items.sort(
          (a, b) =>
            (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) *
            (args.sort?.order === 'DESC' ? -1 : 1),
        );
      }
      return {
        items: items.slice((currentPage - 1) * pageSize, currentPage * pageSize),
        page_info: {
          current_page: currentPage,
          page_size: pageSize,
          total_pages: Math.ceil(items.length / pageSize),
        },
        total_count: items.length,
      };
    },
    prices: (view: CartView) => {
      const { totals, currency } = view;
      const discounts = totals.discountIncl > 0 ? [discountEntry(view, totals.discountIncl)] : [];
      return {
        grand_total: money(totals.grandTotal, currency),
        subtotal_including_tax: money(totals.subtotalIncl, currency),
        subtotal_excluding_tax: money(totals.subtotalExcl, currency),
        subtotal_with_discount_excluding_tax: money(totals.subtotalWithDiscountExcl, currency),
        applied_taxes: totals.taxes.map((tax) => ({
          label: vatTitle(tax.rate),
          amount: money(tax.amount, currency),
        })),
        discounts,
        discount:
          discounts.length > 0
            ? { amount: money(totals.discountIncl, currency), label: [view.coupon?.label ?? ''] }
            : null,
      };
    },
    applied_coupons: (view: CartView) => (view.coupon ? [{ code: view.coupon.code }] : []),
    applied_coupon: (view: CartView) => (view.coupon ? { code: view.coupon.code } : null),
    shipping_addresses: (view: CartView) =>
      view.shipping
        ? [
            {
              ...address(view.shipping),
              __typename: 'ShippingCartAddress',
              available_shipping_methods: toShippingMethods(view.shippingQuotes, view.currency),
              selected_shipping_method: view.selectedShipping
                ? shippingMethod(view.selectedShipping, view.currency)
                : null,
              customer_notes: view.shipping.customer_notes,
              pickup_location_code: view.shipping.pickup_location_code,
            },
          ]
        : [],
    billing_address: (view: CartView) =>
      view.billing ? { ...address(view.billing), __typename: 'BillingCartAddress' } : null,
    available_payment_methods: (view: CartView) => view.paymentMethods,
    selected_payment_method: (view: CartView) => {
      const code = view.quote.payment_method;
      if (!code) return { code: '', title: '', purchase_order_number: null };
      const offer = view.paymentMethods.find((method) => method.code === code);
      return {
        code,
        title: offer?.title ?? code,
        purchase_order_number: view.quote.payment_po_number,
      };
    },
  },
};
