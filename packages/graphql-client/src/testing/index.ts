export { createExchangeHarness, makeTeardown, makeTestOperation } from './exchange-harness.ts';
export type { ExchangeHarness, ExchangeHarnessOptions, FakeAnswer } from './exchange-harness.ts';
