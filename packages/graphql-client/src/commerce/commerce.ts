/**
 * Binds the commerce functions to one shop client, in the shape the machines' ports take
 * (`.provide()`): cart-core's `CartFunctions`, checkout-machine's `CheckoutFunctions`, the
 * session's `UserFunctions` and `FavoriteStoreFunctions` fit it structurally.
 */
import type { ShopClient } from '../client/create-shop-client.ts';
import { savePaymentInformation, saveShippingInformation } from './checkout-rest.commerce.ts';
import type {
  SavePaymentInformationInput,
  SaveShippingInformationInput,
} from './checkout-rest.commerce.ts';
import { getFavoriteStore } from './store-locator.commerce.ts';
import type { Coordinates } from './store-locator.commerce.ts';
import { resolveStoreSwitchUrl } from './store-switcher.ts';
import type { StoreSwitchInput } from './store-switcher.ts';

/**
 * Every commerce function of this package, bound to `shop`.
 *
 * @example
 * const commerce = createCommerce(shop);
 * createActor(checkoutMachine.provide({ actors: createCheckoutActors(commerce) }), …);
 */
export function createCommerce(shop: ShopClient) {
  return {
    saveShippingInformation: (input: SaveShippingInformationInput) =>
      saveShippingInformation(shop, input),
    savePaymentInformation: (input: SavePaymentInformationInput) =>
      savePaymentInformation(shop, input),
    getFavoriteStore: (input: { token: string | null; origin: Coordinates | null }) =>
      getFavoriteStore(shop, input),
    resolveStoreSwitchUrl: (input: StoreSwitchInput) => resolveStoreSwitchUrl(shop, input),
  };
}

/** The functions {@link createCommerce} binds. */
export type Commerce = ReturnType<typeof createCommerce>;
