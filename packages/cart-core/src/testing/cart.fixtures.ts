import type { RawCart, RawCartItem } from '../cart.raw.ts';

/**
 * Builders of Magento cart JSON for tests, stories and fakes. Values are decimal EUR, as the
 * API sends them; `toCart` turns them into cents.
 */

/** A simple line: `quantity` × `unitPrice` EUR. */
export function aRawSimpleItem(
  overrides: Partial<RawCartItem> & { sku?: string; unitPrice?: number } = {},
): RawCartItem {
  const { sku = 'VIT-C-500', unitPrice = 12.9, ...rest } = overrides;
  const quantity = rest.quantity ?? 1;
  return {
    __typename: 'SimpleCartItem',
    uid: `uid-${sku}`,
    quantity,
    product: {
      __typename: 'SimpleProduct',
      sku,
      name: `Produit ${sku}`,
      url_key: sku.toLowerCase(),
      thumbnail: { url: `/media/${sku}.jpg`, label: sku },
    },
    prices: {
      price_including_tax: { value: unitPrice, currency: 'EUR' },
      row_total_including_tax: {
        value: Math.round(unitPrice * quantity * 100) / 100,
        currency: 'EUR',
      },
    },
    ...rest,
  };
}

/** A configurable line with one chosen option. */
export function aRawConfigurableItem(
  overrides: Partial<RawCartItem> & { sku?: string; unitPrice?: number } = {},
): RawCartItem {
  const { sku = 'MAG-B6', unitPrice = 19.5, ...rest } = overrides;
  return aRawSimpleItem({
    sku,
    unitPrice,
    __typename: 'ConfigurableCartItem',
    configurable_options: [
      {
        configurable_product_option_uid: 'opt-flavour',
        configurable_product_option_value_uid: 'val-lemon',
        option_label: 'Arôme',
        value_label: 'Citron',
      },
    ],
    configured_variant: {
      sku: `${sku}-LEMON`,
      thumbnail: { url: `/media/${sku}-lemon.jpg`, label: 'Citron' },
    },
    ...rest,
  });
}

/** A cart whose totals are the sum of its lines, in EUR. */
export function aRawCart(
  overrides: Omit<Partial<RawCart>, 'items'> & { items?: RawCartItem[] } = {},
): RawCart {
  const { items = [aRawSimpleItem()], ...rest } = overrides;
  const total = items.reduce(
    (sum, item) => sum + (item.prices?.row_total_including_tax?.value ?? 0),
    0,
  );
  const quantity = items.reduce((sum, item) => sum + item.quantity, 0);
  return {
    id: 'cart-0000000000000000000000000001',
    email: null,
    is_virtual: false,
    total_quantity: quantity,
    prices: { grand_total: { value: Math.round(total * 100) / 100, currency: 'EUR' } },
    applied_coupons: null,
    available_payment_methods: [{ code: 'vitrine_card', title: 'Carte bancaire' }],
    selected_payment_method: { code: '', title: '' },
    shipping_addresses: [],
    ...rest,
    items,
  };
}
