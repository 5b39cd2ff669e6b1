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
export type {
  CardPaymentData,
  PaymentAction,
  PaymentMethodOption,
  PaymentOutcome,
  PaymentResultCode,
} from './payment.types.ts';
export type {
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
} from './checkout.ports.ts';
