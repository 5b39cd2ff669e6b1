import { DEFAULT_TOKEN_TTL_SECONDS } from './session.constants.ts';

/**
 * The store config field that sets the token lifetime: Magento's `customer_access_token_lifetime`
 * (2.4.7+, config `oauth/access_token_lifetime/customer`), in hours, a Float. It may be missing
 * (store config not loaded yet) and a backend may send the number as a string.
 */
export interface TokenLifetimeConfig {
  readonly customer_access_token_lifetime?: string | number | null;
}

function positiveNumber(raw: string | number | null | undefined): number | undefined {
  if (raw === null || raw === undefined || raw === '') return undefined;
  const value = typeof raw === 'number' ? raw : Number(raw);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * The token lifetime in seconds: Magento's `customer_access_token_lifetime` (hours) × 3600,
 * rounded to the second, else 3600 s (spec §9; also Magento's default of 1 hour).
 *
 * @example tokenTtlFromStoreConfig({ customer_access_token_lifetime: 1 }) // 3600
 * @example tokenTtlFromStoreConfig({ customer_access_token_lifetime: 0.25 }) // 900
 */
export function tokenTtlFromStoreConfig(config: TokenLifetimeConfig | undefined): number {
  const hours = positiveNumber(config?.customer_access_token_lifetime);
  // A lifetime shorter than a second would sign out at once: no backend means that.
  if (hours !== undefined && hours * 3600 >= 1) return Math.round(hours * 3600);
  return DEFAULT_TOKEN_TTL_SECONDS;
}
