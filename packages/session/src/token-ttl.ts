import { DEFAULT_TOKEN_TTL_SECONDS } from './session.constants.ts';

/**
 * The store config fields that set the token lifetime. Both may be missing (store config not
 * loaded yet, or a backend without the field) and Magento may type numbers as strings.
 */
export interface TokenLifetimeConfig {
  /** The shop's own field, in seconds (see INTERNALS.md, "Token lifetime units"). */
  readonly customer_token_expiration_time?: string | number | null;
  /** Magento 2.4.7+ field, in hours (`oauth/access_token_lifetime/customer`). */
  readonly customer_access_token_lifetime?: string | number | null;
}

function positiveNumber(raw: string | number | null | undefined): number | undefined {
  if (raw === null || raw === undefined || raw === '') return undefined;
  const value = typeof raw === 'number' ? raw : Number(raw);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * The token lifetime in seconds: `customer_token_expiration_time` (seconds) when store config
 * has it, else Magento's `customer_access_token_lifetime` (hours) × 3600, else 3600 s (spec §9).
 *
 * @example tokenTtlFromStoreConfig({ customer_token_expiration_time: 1200 }) // 1200
 * @example tokenTtlFromStoreConfig({ customer_access_token_lifetime: 0.5 }) // 1800
 */
export function tokenTtlFromStoreConfig(config: TokenLifetimeConfig | undefined): number {
  const seconds = positiveNumber(config?.customer_token_expiration_time);
  if (seconds !== undefined) return Math.round(seconds);
  const hours = positiveNumber(config?.customer_access_token_lifetime);
  if (hours !== undefined) return Math.round(hours * 3600);
  return DEFAULT_TOKEN_TTL_SECONDS;
}
