import type { GraphQLError } from 'graphql';
import type { Database } from '../db/database.ts';
import type { ServerConfig } from '../config/env.ts';
import type { Logger } from '../logger.ts';
import type { StoreView, StoreRegistry } from '../modules/store/index.ts';

/** Long-lived services shared by every request. */
export interface ServerServices {
  db: Database;
  config: ServerConfig;
  logger: Logger;
  stores: StoreRegistry;
  /** Per-installation secret mixed into X-Magento-Cache-Id so it cannot be forged. */
  cacheIdSalt: string;
  /**
   * Whether this server serves an extension module (COMMERCE_EXTENSIONS, decision 100). Behaviour
   * that belongs to an extension (store pages in `route`, the card payment methods, the contact
   * form's extra fields…) asks here, so the stock-Magento profile behaves as a Magento without it.
   */
  hasExtension(name: string): boolean;
}

/** What every resolver receives. */
export interface RequestContext {
  services: ServerServices;
  db: Database;
  store: StoreView;
  /** Display currency of this request (Content-Currency header or the store default). */
  currency: string;
  /** Magento customer group: 0 NOT LOGGED IN until part 2 adds customers. */
  customerGroupId: number;
  requestId: string;
  logger: Logger;
  request: Request;
  /** Socket peer address (from the HTTP layer); see modules/platform/client-ip.ts for proxies. */
  clientAddress?: string;
  /** Set when the Store or Content-Currency header is invalid; the operation then fails with it. */
  headerError?: GraphQLError;
}
