export type { FakePaymentProvider } from './fake-payment-provider.ts';
export {
  CHALLENGE_PASSWORD,
  TEST_CARDS,
  createFakePaymentProvider,
} from './fake-payment-provider.ts';
