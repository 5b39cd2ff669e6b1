export type { FakeCheckoutBackend } from './fake-checkout-backend.ts';
export {
  FAKE_SHIPPING_METHODS,
  anAddress,
  createFakeCheckoutBackend,
} from './fake-checkout-backend.ts';
export type { FakePaymentProvider } from './fake-payment-provider.ts';
export {
  CHALLENGE_PASSWORD,
  TEST_CARDS,
  createFakePaymentProvider,
} from './fake-payment-provider.ts';
