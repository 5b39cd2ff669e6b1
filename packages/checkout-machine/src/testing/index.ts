export type { FakeCheckoutBackend } from './fake-checkout-backend.ts';
export {
  FAKE_PICKUP_METHOD,
  FAKE_SHIPPING_METHODS,
  anAddress,
  fakeMethodsFor,
  createFakeCheckoutBackend,
} from './fake-checkout-backend.ts';
export type { FakePaymentProvider } from './fake-payment-provider.ts';
export {
  CHALLENGE_PASSWORD,
  TEST_CARDS,
  createFakePaymentProvider,
} from './fake-payment-provider.ts';
