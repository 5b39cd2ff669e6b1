import type { ShopClient } from '../client/create-shop-client.ts';
import { GetCardPaymentConfig } from '../operations/extensions/card-payment.operations.ts';
import { runQuery } from './run.ts';

/**
 * The card provider's public client key: the `card-payment` extension's store config, the live
 * key when the store's environment is live, else the test key; null when the store config did
 * not answer or has no key. The shop system reads it once (packages/shop).
 */
export async function readCardClientKey(shop: ShopClient): Promise<string | null> {
  const result = await runQuery(shop, GetCardPaymentConfig, {});
  if (!result.ok) return null;
  const config = result.data.storeConfig;
  return (
    (config?.payment_environment === 'live'
      ? config.payment_client_key_live
      : config?.payment_client_key_test) ?? null
  );
}

/**
 * Whether the provider asks for a saved card's security code again (the `card-payment`
 * extension's `payment_saved_card_cvc`); false when the store config did not answer.
 */
export async function readSavedCardCvcAsked(shop: ShopClient): Promise<boolean> {
  const result = await runQuery(shop, GetCardPaymentConfig, {});
  return result.ok && result.data.storeConfig?.payment_saved_card_cvc === true;
}
