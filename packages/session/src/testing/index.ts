export { MemoryStorage, deferred, manualFn } from '@vitrine/cart-core/testing';
export type { Deferred, ManualFn } from '@vitrine/cart-core/testing';
export type { TestClock } from './test-clock.ts';
export { createTestClock } from './test-clock.ts';
export type {
  FakePointOfSale,
  FakeSessionServer,
  FakeSessionServerOptions,
} from './fake-session-server.ts';
export {
  FAKE_CUSTOMER,
  FAKE_SERVER_MESSAGES,
  FAKE_STORES,
  createFakeSessionServer,
} from './fake-session-server.ts';
export type { FailingSteps } from './sign-out-steps.ts';
export { recordingSignOutSteps } from './sign-out-steps.ts';
export type { UserSession, UserSessionOptions } from './session-harness.ts';
export { startUserSession } from './session-harness.ts';
