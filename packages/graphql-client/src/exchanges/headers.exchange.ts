import { mapExchange } from '@urql/core';
import type { Exchange } from '@urql/core';
import type { StoragePort } from '@vitrine/commerce-primitives';
import { getStoreCode, getStoreCurrency } from '../store/store-context.ts';
import { DEFAULT_STORE_CODE } from '../shop.constants.ts';
import { withHeaders } from './operation.utils.ts';
import type { HeaderMap } from './operation.utils.ts';

/** The API Mesh settings: when enabled, every request carries the mesh's API key. */
export interface MeshOptions {
  enabled: boolean;
  apiKey: string;
  /** @defaultValue `'x-api-key'` (Adobe API Mesh's header) */
  header?: string;
}

/** Options of {@link headersExchange}. */
export interface HeadersExchangeOptions {
  /** The stored sign-in token, read on every request; none → an empty `Authorization`. */
  getToken?: () => string | null | undefined;
  /** Where the store view code and display currency are stored (spec §9 keys). */
  storage?: StoragePort;
  /**
   * The store view code when none is stored.
   * @defaultValue `'fr'`
   */
  defaultStoreCode?: string;
  /** Sends the mesh API key when the mesh flag is on. */
  mesh?: MeshOptions;
}

/**
 * The request headers every GraphQL call carries (spec §7): `Authorization: Bearer <token>` (an
 * empty value when signed out, as Magento's storefront sends it), `Store` (the stored store view
 * code, default `fr`), `Content-Currency` when a currency is stored, and the mesh API key when the
 * mesh flag is on. Headers already on the operation win: the preview exchange's Authorization and a
 * caller's explicit `Store` (the store switcher asks another store view) stay as they are.
 */
export const headersExchange = ({
  getToken,
  storage,
  defaultStoreCode = DEFAULT_STORE_CODE,
  mesh,
}: HeadersExchangeOptions = {}): Exchange =>
  mapExchange({
    onOperation: (operation) => {
      const token = getToken?.();
      const headers: HeaderMap = {
        authorization: token ? `Bearer ${token}` : '',
        store: getStoreCode(storage, defaultStoreCode),
      };
      const currency = getStoreCurrency(storage);
      if (currency) headers['content-currency'] = currency;
      if (mesh?.enabled) headers[(mesh.header ?? 'x-api-key').toLowerCase()] = mesh.apiKey;
      return withHeaders(operation, headers, 'keep-existing');
    },
  });
