import type { Address } from '@vitrine/checkout-machine';
import {
  createCommerce,
  createMemoryStorage,
  createShopClient,
  GetIntegrationsConfig,
  ProductSearch,
  runQuery,
} from '@vitrine/graphql-client';
import type { StoragePort } from '@vitrine/graphql-client';
import { createTokenStore } from '@vitrine/session';
import { createCardTerminal } from './card-terminal.ts';
import type { CardFields } from './card-terminal.ts';
import type { KioskOptions } from './kiosk.ts';

/** The documented 3-D Secure test card of the commerce server: fingerprint, then challenge. */
export const THREE_DS_CARD: CardFields = {
  number: '5454545454545454',
  expiryMonth: '03',
  expiryYear: '2030',
  cvc: '737',
  holderName: 'Camille Dupont',
};

/** The test issuer's challenge answer (commerce-server README, "Test payment cards"). */
export const CHALLENGE_ANSWER = 'password';

/** The card method of the commerce server's test provider. */
export const CARD_METHOD = 'vitrine_card';

/** Where the kiosk ships: a French guest address. */
export const KIOSK_ADDRESS: Address = {
  firstname: 'Camille',
  lastname: 'Dupont',
  street: ['8 rue de la Paix'],
  city: 'Paris',
  postcode: '75002',
  telephone: '0612345678',
  country_id: 'FR',
  email: 'camille.dupont@example.fr',
};

/** Options of {@link connectKiosk}. */
export interface ConnectOptions {
  /** The commerce server, e.g. `http://localhost:4000`. */
  readonly backendUrl: string;
  readonly card?: CardFields;
  /** Words to find two simple, in-stock products with. */
  readonly searches?: readonly string[];
  readonly fetch?: typeof fetch;
}

/**
 * Everything a kiosk run needs against a running commerce server: graphql-client's commerce
 * functions on one shop client (guest: the session's token store holds no token), two products
 * found through the catalogue search, and the card terminal with the store's client key.
 */
export interface ConnectedKiosk {
  /** Everything `runKioskCheckout` needs, with the first two products as the items. */
  readonly options: Omit<KioskOptions, 'onTransition'>;
  /** Simple, in-stock products found in the catalogue, to rotate through over many runs. */
  readonly products: readonly string[];
}

export async function connectKiosk(options: ConnectOptions): Promise<ConnectedKiosk> {
  const storage: StoragePort = createMemoryStorage();
  const tokens = createTokenStore(storage, () => Date.now());
  const shop = createShopClient({
    backendUrl: options.backendUrl,
    storage,
    getToken: () => tokens.read(),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const commerce = createCommerce(shop);

  const config = await runQuery(shop, GetIntegrationsConfig, {});
  if (!config.ok) throw new Error(`Store config unavailable: ${JSON.stringify(config.error)}`);
  const store = config.data.storeConfig;
  const clientKey =
    (store?.payment_environment === 'live'
      ? store.payment_client_key_live
      : store?.payment_client_key_test) ?? '';
  const terminal = createCardTerminal({
    backendUrl: options.backendUrl,
    clientKey,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const products = await findProducts(shop, options.searches ?? ['vitamine', 'magnésium', 'oméga']);
  const card = options.card ?? THREE_DS_CARD;

  return {
    products,
    options: {
      cart: commerce,
      checkout: commerce,
      payment: commerce,
      storage,
      items: products.slice(0, 2).map((sku, index) => ({ sku, quantity: index + 1 })),
      address: KIOSK_ADDRESS,
      cardMethod: CARD_METHOD,
      tokeniseCard: () => terminal(card),
      threeDS: {
        // The test provider's drop-in answers a fingerprint with the action's token.
        fingerprint: (action) => ({ threeDSResult: action?.token ?? '' }),
        challenge: () => ({ challengeResult: CHALLENGE_ANSWER }),
      },
    },
  };
}

async function findProducts(
  shop: ReturnType<typeof createShopClient>,
  searches: readonly string[],
): Promise<string[]> {
  const found: string[] = [];
  for (const search of searches) {
    const result = await runQuery(shop, ProductSearch, { search, pageSize: 24 });
    if (!result.ok) throw new Error(`Product search failed: ${JSON.stringify(result.error)}`);
    for (const item of result.data.products?.items ?? []) {
      const sku = item?.sku;
      if (
        sku &&
        item.__typename === 'SimpleProduct' &&
        item.stock_status === 'IN_STOCK' &&
        !found.includes(sku)
      ) {
        found.push(sku);
      }
    }
  }
  if (found.length < 2)
    throw new Error(`Found ${found.length} simple in-stock products, the kiosk needs two.`);
  return found;
}
