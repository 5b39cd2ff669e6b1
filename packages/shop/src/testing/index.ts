export type { FakeShopBackend } from './fake-shop-backend.ts';
export { FAKE_CLIENT_KEY, createFakeShopBackend } from './fake-shop-backend.ts';
