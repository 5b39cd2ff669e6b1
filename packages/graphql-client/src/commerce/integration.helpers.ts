/**
 * Helpers of the commerce integration tests: a fresh shop client on the test server per shopper,
 * and products picked from the seeded catalog by what a test needs.
 */
import { expect, inject, vi } from 'vitest';
import { createShopClient } from '../client/create-shop-client.ts';
import type { ShopClient } from '../client/create-shop-client.ts';
import { graphql } from '../graphql.ts';
import { createMemoryStorage } from '@vitrine/commerce-primitives';

/** A shopper: their own client (storage, token) on the shared test server. */
export interface TestShopper {
  shop: ShopClient;
  token: string | null;
}

/** A new shopper; set `shopper.token` to act signed in. */
export function newShopper(): TestShopper {
  const shopper: TestShopper = {
    token: null,
    shop: undefined as unknown as ShopClient,
  };
  shopper.shop = createShopClient({
    backendUrl: inject('commerceServerUrl'),
    storage: createMemoryStorage(),
    getToken: () => shopper.token,
    log: vi.fn(),
  });
  return shopper;
}

/** A unique e-mail address for a test customer. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.fr`;
}

/** A French delivery address. */
export const lyonAddress = {
  firstname: 'Camille',
  lastname: 'Martin',
  street: ['12 rue des Lilas'],
  city: 'Lyon',
  postcode: '69003',
  telephone: '0612345678',
  country_id: 'FR',
} as const;

/** Test-only read: simple products with their stock hints. */
const StockedProducts = graphql(`
  query StockedProducts {
    products(filter: { price: { from: "0" } }, pageSize: 100) {
      items {
        __typename
        sku
        name
        stock_status
        only_x_left_in_stock
      }
    }
  }
`);

/**
 * Simple products of the seeded catalog with plenty of stock (no "only x left" hint), so that the
 * orders the tests place — all files share one server — never run them out.
 */
export async function simpleProducts(shop: ShopClient): Promise<{ sku: string; name: string }[]> {
  const result = await shop.graphql.query(StockedProducts, {}).toPromise();
  const found = (result.data?.products?.items ?? [])
    .filter(
      (product) =>
        product?.__typename === 'SimpleProduct' &&
        product.stock_status === 'IN_STOCK' &&
        product.only_x_left_in_stock === null &&
        !!product.sku,
    )
    .map((product) => ({ sku: product!.sku!, name: product!.name ?? '' }));
  expect(found.length).toBeGreaterThanOrEqual(2);
  return found;
}
