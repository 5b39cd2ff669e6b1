import type { Address } from '@vitrine/checkout-machine';
import {
  createCommerce,
  createShopClient,
  probeShopExtensions,
  ProductSearch,
  readCardClientKey,
  runQuery,
} from '@vitrine/graphql-client';
import { createMemoryStorage } from '@vitrine/commerce-primitives';
import type { ShopClient } from '@vitrine/graphql-client';
import type { StoragePort } from '@vitrine/commerce-primitives';
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

/** The card method of the `card-payment` extension (the commerce server's test provider). */
export const CARD_METHOD = 'vitrine_card';

/** Magento's offline method the kiosk pays with on a backend without the card extension. */
export const OFFLINE_METHOD = 'banktransfer';

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
 * functions on one shop client (guest: the session's token store holds no token), bound to the
 * extensions the backend offers; two products found through the catalogue search; and the card
 * terminal when the backend offers the `card-payment` extension — otherwise (a stock Magento) the
 * kiosk pays by bank transfer.
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
  const probe = await probeShopExtensions(shop);
  if (!probe.ok) throw new Error(`Backend unreachable: ${JSON.stringify(probe.error)}`);
  // A kiosk has no cart trigger: it does not ask for the `cart-quantity` extension's count, an
  // extra read after every change.
  const extensions = new Set([...probe.extensions].filter((name) => name !== 'cart-quantity'));
  const commerce = createCommerce(shop, { extensions });

  const products = await findProducts(shop, options.searches ?? ['vitamine', 'magnésium', 'oméga']);
  const common = {
    commerce,
    storage,
    items: products.slice(0, 2).map((sku, index) => ({ sku, quantity: index + 1 })),
    address: KIOSK_ADDRESS,
  };
  if (!extensions.has('card-payment')) {
    return {
      products,
      options: { ...common, paymentMethod: { code: OFFLINE_METHOD, kind: 'offline' } },
    };
  }

  return {
    products,
    options: {
      ...common,
      paymentMethod: { code: CARD_METHOD, kind: 'card' },
      card: {
        entry: options.card ?? THREE_DS_CARD,
        // The kiosk's card reader; the shop system reads the client key and answers the
        // fingerprint (the test provider's drop-in).
        tokeniseCard: createCardTerminal({
          backendUrl: options.backendUrl,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        }),
        clientKey: () => readCardClientKey(shop),
        challenge: () => ({ challengeResult: CHALLENGE_ANSWER }),
      },
    },
  };
}

async function findProducts(shop: ShopClient, searches: readonly string[]): Promise<string[]> {
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
