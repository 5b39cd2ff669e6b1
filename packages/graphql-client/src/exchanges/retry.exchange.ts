import type { Exchange, Operation } from '@urql/core';
import { retryExchange as urqlRetryExchange } from '@urql/exchange-retry';
import { RETRY_INITIAL_DELAY_MS, RETRY_MAX_ATTEMPTS } from '../shop.constants.ts';
import { rootFieldNames } from './operation.utils.ts';
import { isRequestTimeout } from './transport.exchange.ts';

/**
 * Mutations that are safe to send twice: repeating them leaves the cart or account as one call
 * would (they set a value, or remove one). Any mutation not listed here — placing an order, paying,
 * creating an account or a cart, adding to the cart, sending a form — is never retried
 * automatically: a lost response may hide a success, and a replay would double it
 * (reliability §5.2, case C4).
 */
export const RETRYABLE_MUTATIONS: ReadonlySet<string> = new Set([
  'estimateShippingMethods',
  'estimateTotals',
  'setGuestEmailOnCart',
  'setShippingAddressesOnCart',
  'setBillingAddressOnCart',
  'setShippingMethodsOnCart',
  'setPaymentMethodOnCart',
  'updateCartItems',
  'removeItemFromCart',
  'addOrUpdateCustomerConsent',
  'addOrUpdateGuestConsent',
  'setFavoriteStore',
  'revokeCustomerToken',
]);

/** Options of {@link retryExchange}. */
export interface RetryExchangeOptions {
  /**
   * Attempts in all, the first one included.
   * @defaultValue 5
   */
  maxAttempts?: number;
  /**
   * The delay the backoff starts from; each retry waits 1.5 to 2.5 times the previous wait
   * (the first, 1.5 to 2.5 times this), without a maximum.
   * @defaultValue 300
   */
  initialDelayMs?: number;
  /**
   * Whether the browser is online; offline, a failure is returned at once.
   * @defaultValue `navigator.onLine` where it exists, else true
   */
  isOnline?: () => boolean;
  /**
   * Whether an operation may be sent again. A mutation may also opt in with `context.idempotent`
   * (e.g. when it carries an idempotency key).
   * @defaultValue queries always; mutations only when every root field is in {@link RETRYABLE_MUTATIONS}
   */
  isRetryable?: (operation: Operation) => boolean;
}

/**
 * The shop's retry policy (spec §7, decision 061) on urql's own retry exchange
 * (`@urql/exchange-retry`): up to 5 attempts while online, a delay that starts from 300 ms, grows
 * with random jitter (so thousands of shops recovering from the same outage do not retry in step)
 * and has no maximum. Only network errors are retried: GraphQL errors are answers, not failures.
 * Unsafe mutations are never retried (see {@link RETRYABLE_MUTATIONS}), nor a read that timed out:
 * it met a slow backend, not a lost packet, and another attempt would keep the shopper waiting as
 * long again; the error view offers the retry (decision 106). A pending retry is dropped when its
 * operation is torn down.
 */
export function retryExchange({
  maxAttempts = RETRY_MAX_ATTEMPTS,
  initialDelayMs = RETRY_INITIAL_DELAY_MS,
  isOnline = defaultIsOnline,
  isRetryable = defaultIsRetryable,
}: RetryExchangeOptions = {}): Exchange {
  return urqlRetryExchange({
    maxNumberAttempts: maxAttempts,
    initialDelayMs,
    maxDelayMs: Number.POSITIVE_INFINITY,
    randomDelay: true,
    retryIf: (error, operation) =>
      error.networkError !== undefined &&
      !(operation.kind === 'query' && isRequestTimeout(error.networkError)) &&
      isOnline() &&
      isRetryable(operation),
  });
}

function defaultIsOnline(): boolean {
  const navigator = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
  return navigator?.onLine ?? true;
}

function defaultIsRetryable(operation: Operation): boolean {
  if (operation.kind === 'query') return true;
  if (operation.kind !== 'mutation') return false;
  if (operation.context.idempotent === true) return true;
  const fields = rootFieldNames(operation);
  return fields.length > 0 && fields.every((field) => RETRYABLE_MUTATIONS.has(field));
}
