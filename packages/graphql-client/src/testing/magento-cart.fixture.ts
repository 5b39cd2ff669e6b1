/** Magento-shaped answers for unit tests. */

const eur = (value: number) => ({ value, currency: 'EUR' });

/**
 * A cart as Magento Open Source 2.4.7 answers the `CartDetailsFields` selection: a simple line and
 * a configurable line, EUR, VAT 5.5 %, no payment method chosen yet (Magento answers empty
 * strings), the offline methods a stock store lists. No extension field (the trigger's
 * `total_summary_quantity_including_config` is the `cart-quantity` extension's) and nothing from
 * 2.4.8 (`grand_total_excluding_tax`). For unit tests of code reading carts.
 */
export const magentoCart = {
  __typename: 'Cart',
  id: 'cart-1',
  email: null,
  is_virtual: false,
  total_quantity: 3,
  items: [
    {
      __typename: 'SimpleCartItem',
      uid: 'MQ==',
      quantity: 2,
      is_available: true,
      errors: null,
      product: {
        __typename: 'SimpleProduct',
        uid: 'p1',
        sku: 'MAG-300',
        name: 'Magnésium marin',
        url_key: 'magnesium-marin',
        url_suffix: '.html',
        thumbnail: { url: 'https://x/m.jpg', label: 'm' },
        small_image: null,
      },
      prices: {
        price: eur(10.43),
        price_including_tax: eur(11),
        row_total: eur(20.85),
        row_total_including_tax: eur(22),
      },
    },
    {
      __typename: 'ConfigurableCartItem',
      uid: 'Mg==',
      quantity: 1,
      is_available: true,
      errors: null,
      product: {
        __typename: 'ConfigurableProduct',
        uid: 'p2',
        sku: 'WHEY',
        name: 'Protéine',
        url_key: 'proteine',
        url_suffix: '.html',
        thumbnail: null,
        small_image: null,
      },
      prices: {
        price: eur(28.34),
        price_including_tax: eur(29.9),
        row_total: eur(28.34),
        row_total_including_tax: eur(29.9),
      },
      configurable_options: [
        {
          configurable_product_option_uid: 'o1',
          configurable_product_option_value_uid: 'v1',
          option_label: 'Parfum',
          value_label: 'Vanille',
        },
      ],
      configured_variant: {
        __typename: 'SimpleProduct',
        uid: 'p3',
        sku: 'WHEY-VAN',
        name: 'Protéine vanille',
        url_key: 'proteine-vanille',
        thumbnail: { url: 'https://x/v.jpg', label: 'v' },
      },
    },
  ],
  prices: {
    grand_total: eur(51.9),
    subtotal_including_tax: eur(51.9),
    subtotal_excluding_tax: eur(49.19),
    applied_taxes: [{ label: 'TVA 5,5 %', amount: eur(2.71) }],
    discounts: null,
  },
  applied_coupons: null,
  available_payment_methods: [
    { code: 'checkmo', title: 'Check / Money order' },
    { code: 'banktransfer', title: 'Bank Transfer Payment' },
  ],
  selected_payment_method: { code: '', title: '' },
  shipping_addresses: [],
};
