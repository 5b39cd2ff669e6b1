export { createExchangeHarness, makeTeardown, makeTestOperation } from './exchange-harness.ts';
export type { ExchangeHarness, ExchangeHarnessOptions, FakeAnswer } from './exchange-harness.ts';
export { createFakeBackend } from './fake-backend.ts';
export type {
  FakeBackend,
  FakeBackendHandlers,
  FakeGraphQLAnswer,
  FakeRequest,
  FakeRestAnswer,
} from './fake-backend.ts';
export { magentoCart } from './magento-cart.fixture.ts';
