export { aRawCart, aRawConfigurableItem, aRawSimpleItem } from './cart.fixtures.ts';
export type { Deferred, ManualFn } from './deferred.ts';
export { deferred, manualFn } from './deferred.ts';
export type { FakeCartServer, FakeCartServerOptions } from './fake-cart-server.ts';
export { createFakeCartServer } from './fake-cart-server.ts';
export { MemoryStorage } from './memory-storage.ts';
