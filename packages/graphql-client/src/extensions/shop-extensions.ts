/**
 * What the backend offers beyond Magento Open Source 2.4.7 (decision 100). Core operations never
 * select an extension field; a feature that needs an extension runs its own operations only when
 * the store lists that extension, and is hidden otherwise.
 */
import type { CommerceError } from '@vitrine/commerce-primitives';
import type { ShopClient } from '../client/create-shop-client.ts';
import { GetShopExtensions } from '../operations/extensions/capabilities.operations.ts';

/** The extension modules the shop knows how to use, by their schema file name. */
export const SHOP_EXTENSIONS = [
  'capabilities',
  'card-payment',
  'cart-quantity',
  'category-promo',
  'contact-extras',
  'gdpr',
  'newsletter-composite',
  'product-faq',
  'store-config-extras',
  'store-locator',
  'subscriptions',
] as const;

/** One extension module. */
export type ShopExtension = (typeof SHOP_EXTENSIONS)[number];

/** The extensions a store offers. */
export type ShopExtensions = ReadonlySet<ShopExtension>;

/** A store that offers no extension: a stock Magento. */
export const NO_EXTENSIONS: ShopExtensions = new Set();

function isShopExtension(value: string): value is ShopExtension {
  return (SHOP_EXTENSIONS as readonly string[]).includes(value);
}

/** Keeps the known names of a list (from the store or from configuration), `capabilities` included. */
export function toShopExtensions(names: Iterable<string>): ShopExtensions {
  const known = [...names].map((name) => name.trim()).filter(isShopExtension);
  return known.length === 0 ? NO_EXTENSIONS : new Set<ShopExtension>(['capabilities', ...known]);
}

/**
 * Asks the store which extensions it offers. A GraphQL error is an answer (the store does not have
 * the capabilities module, so it offers none); only a failure to reach the store is an error, for
 * the caller to ask again later rather than remember.
 */
export async function probeShopExtensions(
  shop: ShopClient,
  headers: Record<string, string> = {},
): Promise<{ ok: true; extensions: ShopExtensions } | { ok: false; error: CommerceError }> {
  const result = await shop.graphql
    .query(
      GetShopExtensions,
      {},
      {
        requestPolicy: 'network-only',
        // On a stock Magento the validation error is the expected answer, not a fault to log.
        quiet: true,
        ...(Object.keys(headers).length > 0 ? { fetchOptions: { headers }, noCache: true } : {}),
      },
    )
    .toPromise();
  const list = result.data?.storeConfig?.vitrine_extensions;
  if (list) return { ok: true, extensions: toShopExtensions(list) };
  if (result.error && result.error.graphQLErrors.length === 0) {
    return {
      ok: false,
      error: {
        code: 'network',
        message: result.error.networkError?.message ?? result.error.message,
      },
    };
  }
  return { ok: true, extensions: NO_EXTENSIONS };
}
