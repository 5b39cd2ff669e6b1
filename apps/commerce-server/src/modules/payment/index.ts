/**
 * The public face of the `payment` module: what other modules and the server's composition (HTTP
 * routes, schema, seed, bench) may use. Anything else in this folder is the module's own
 * (decision 114; `eslint.config.js` enforces it).
 */
export { cardTokenRoutes } from './card-tokens.routes.ts';
export { securityCodeRoutes } from './security-codes.routes.ts';
export {
  savedCardNeedsSecurityCode,
  securityCodeMessages,
  usableSecurityCodeToken,
} from './security-codes.ts';
export { PAYMENT_CODES, PAYMENT_TITLES, availablePaymentMethods } from './payment-methods.ts';
export type { PaymentMethodOffer } from './payment-methods.ts';
export {
  cardToken,
  insertPayment,
  insertVaultToken,
  paymentByKey,
  paymentByReference,
  updatePayment,
  useCardToken,
  useSecurityCodeToken,
  vaultToken,
} from './payment.repository.ts';
export type { PaymentRow } from './payment.repository.ts';
export { paymentResolvers } from './payment.resolvers.ts';
export { paymentStatusOf } from './payment.status.ts';
export type { PaymentStatusOut } from './payment.status.ts';
export { detailsAnswer, firstAnswer } from './test-cards.ts';
export type { CardScenario, ProviderAnswer } from './test-cards.ts';
