export type {
  Address,
  AvailableShippingMethod,
  BillingAddress,
  CheckoutErrorKey,
  CheckoutStep,
  PaymentMethodChoice,
  PaymentMethodKind,
  PlacedOrder,
  Receipt,
  SavedAddress,
  ShippingMethodChoice,
} from './checkout.types.ts';
export { CHECKOUT_STEPS } from './checkout.types.ts';
export type { SavedCard } from './saved-cards.ts';
export { isSavedCardUsable, offeredSavedCards, vaultMethodCode } from './saved-cards.ts';
export { chosenSavedCard } from './checkout.context.ts';
export type { PickupContact, PickupShop } from './checkout.pickup.ts';
export {
  IN_STORE_PICKUP,
  isInStorePickup,
  isPickupAddress,
  pickupAddress,
  preselectedShop,
  shippingMethodsForAddress,
} from './checkout.pickup.ts';
export type {
  CardEntry,
  CardPaymentData,
  CardTokenResult,
  PaymentAction,
  PaymentMethodOption,
  PaymentOutcome,
  PaymentResultCode,
} from './payment.types.ts';
export type {
  AnswerFingerprintFn,
  CheckoutFunctions,
  PaymentFunctions,
  PaymentPlacement,
  PlaceOrderFn,
  RandomId,
  RenewCartFn,
  SavePaymentInformationFn,
  SaveShippingInformationFn,
  SetBillingAddressFn,
  SetGuestEmailFn,
  SetPaymentMethodFn,
  SetShippingAddressFn,
  SetShippingMethodFn,
  SubmitPaymentDetailsFn,
  SubmitPaymentFn,
  TokeniseCardFn,
  TokeniseSecurityCodeFn,
} from './checkout.ports.ts';

export {
  CHALLENGE_TIMEOUT_MS,
  CHECKOUT_STORAGE_KEYS,
  CHECKOUT_STORAGE_PREFIX,
  CREATE_ACCOUNT_PATH,
} from './checkout.constants.ts';
export type { CheckoutStorageKey } from './checkout.constants.ts';
export { paymentMessages } from './payment.messages.ts';
export type {
  PaymentContext,
  PaymentEmitted,
  PaymentEvent,
  PaymentInput,
  PaymentOutput,
} from './payment.machine.ts';
export { paymentSessionMachine } from './payment.machine.ts';
export { createPaymentActors } from './payment.actors.ts';
export type { PaymentFlags, PaymentSnapshot } from './payment.selectors.ts';
export { selectCanPay, selectNeedsRetry, selectPaymentFlags } from './payment.selectors.ts';

export type {
  CheckoutContext,
  CheckoutDraft,
  CheckoutEmitted,
  CheckoutError,
  CheckoutEvent,
  CheckoutInput,
  OrderTransport,
} from './checkout.machine.ts';
export { checkoutMachine } from './checkout.machine.ts';
export { createCheckoutActors } from './checkout.actors.ts';
export { checkoutMessages, missingCheckoutInformation } from './checkout.messages.ts';
export type { SavedCheckoutData, SavedShippingMethod } from './checkout.storage.ts';
export {
  clearCheckoutData,
  readCheckoutData,
  removeCheckoutData,
  saveCheckoutData,
} from './checkout.storage.ts';
export type { StepResult } from './checkout.submit.ts';
export { submitCheckoutStep } from './checkout.submit.ts';
export type { CheckoutSnapshot } from './checkout.selectors.ts';
export {
  selectAvailableShippingMethods,
  selectCheckoutError,
  selectCheckoutStep,
  selectIsSubmitting,
  selectStepsEditable,
  selectPaymentCode,
  selectReceipt,
  selectShippingTitle,
} from './checkout.selectors.ts';
