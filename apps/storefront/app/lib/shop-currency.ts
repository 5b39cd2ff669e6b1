/**
 * The shop's currency: an amount Magento sends without a currency code (a product's, an order's)
 * is in euros. The conversion itself is `toMoney` of `@vitrine/commerce-primitives`.
 */
export const SHOP_CURRENCY = 'EUR';
