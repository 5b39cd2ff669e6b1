/**
 * The public face of the `cart` module: what other modules and the server's composition (HTTP
 * routes, schema, seed, bench) may use. Anything else in this folder is the module's own
 * (decision 114; `eslint.config.js` enforces it).
 */
export { quantityProblem, resolveCartProduct } from './cart-items.input.ts';
export type { CartItemInput } from './cart-items.input.ts';
export { singleTypeCartResolvers } from './cart-items.single.ts';
export { actingCustomer, cartForUser, cartMessages, cartOwnedBy } from './cart.access.ts';
export { setBillingAddress, setShippingAddress } from './cart.addresses.ts';
export type { AddressChoice } from './cart.addresses.ts';
export { cartFieldResolvers, money } from './cart.fields.ts';
export { setPaymentMethod, setShippingMethod } from './cart.methods.ts';
export { lineOptions } from './cart.products.ts';
export type { LineOption } from './cart.products.ts';
export {
  activeQuoteOfCustomer,
  addToLine,
  insertQuote,
  newMaskedId,
  quoteById,
  quoteByMaskedId,
  saveQuoteAddress,
  updateQuote,
} from './cart.repository.ts';
export type { QuoteAddressRow, QuoteRow } from './cart.repository.ts';
export { cartResolvers } from './cart.resolvers.ts';
export { setGuestEmail } from './cart.service.ts';
export { cartViewOptions, loadCartView, stockMessages } from './cart.view.ts';
export type { CartView } from './cart.view.ts';
export { upsertCoupon } from './coupon.repository.ts';
export { VAT_RATES, vatTitle } from './tax.constants.ts';
export {
  hasSubscription,
  subscriptionMessages,
  subscriptionPaymentProblem,
} from './cart.subscription.ts';
