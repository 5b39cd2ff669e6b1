import { makeOperation } from '@urql/core';
import type { Exchange, Operation, OperationResult } from '@urql/core';
import {
  delay,
  filter,
  fromValue,
  makeSubject,
  merge,
  mergeMap,
  pipe,
  share,
  takeUntil,
} from 'wonka';
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

/** Per-operation retry state, kept on the operation's context (C8: no exchange state). */
export interface RetryState {
  /** Retries made so far (0 on the first attempt). */
  count: number;
  /** The delay waited before this attempt, in ms. */
  delayMs: number;
}

/** Options of {@link retryExchange}. */
export interface RetryExchangeOptions {
  /**
   * Attempts in all, the first one included.
   * @defaultValue 5
   */
  maxAttempts?: number;
  /**
   * Mean delay before the first retry; it doubles for each later retry and has no maximum.
   * @defaultValue 300
   */
  initialDelayMs?: number;
  /**
   * Whether the browser is online; offline, a failure is returned at once.
   * @defaultValue `navigator.onLine` where it exists, else true
   */
  isOnline?: () => boolean;
  /** Random source in [0, 1) for the jitter. @defaultValue `Math.random` */
  random?: () => number;
  /**
   * Whether an operation may be sent again. A mutation may also opt in with `context.idempotent`
   * (e.g. when it carries an idempotency key).
   * @defaultValue queries always; mutations only when every root field is in {@link RETRYABLE_MUTATIONS}
   */
  isRetryable?: (operation: Operation) => boolean;
}

/**
 * Retries requests that failed on the network (spec §7): up to 5 attempts while online, with a
 * delay that starts around 300 ms, doubles each time, has no maximum and is fully jittered (a
 * uniform draw between 0 and twice the nominal delay, so thousands of shops recovering from the
 * same outage do not retry in step). GraphQL errors are answers, not failures, and are never
 * retried. Unsafe mutations are never retried (see {@link RETRYABLE_MUTATIONS}), nor a read that
 * timed out (the shopper retries it from the error view, decision 106).
 */
export const retryExchange =
  ({
    maxAttempts = RETRY_MAX_ATTEMPTS,
    initialDelayMs = RETRY_INITIAL_DELAY_MS,
    isOnline = defaultIsOnline,
    random = Math.random,
    isRetryable = defaultIsRetryable,
  }: RetryExchangeOptions = {}): Exchange =>
  ({ forward }) =>
  (operations$) => {
    const retries = makeSubject<Operation>();

    const delayed$ = pipe(
      retries.source,
      mergeMap((operation) => {
        const count = retryState(operation).count + 1;
        const delayMs = retryDelay(count, initialDelayMs, random);
        const teardown$ = pipe(
          operations$,
          filter((other) => other.kind === 'teardown' && other.key === operation.key),
        );
        const next = makeOperation(operation.kind, operation, {
          ...operation.context,
          retry: { count, delayMs } satisfies RetryState,
        });
        return pipe(fromValue(next), delay(delayMs), takeUntil(teardown$));
      }),
    );

    return pipe(
      forward(pipe(merge([operations$, delayed$]), share)),
      filter((result: OperationResult) => {
        const { error, operation } = result;
        if (!error?.networkError) return true;
        const attempts = retryState(operation).count + 1;
        if (attempts >= maxAttempts || !isOnline() || !isRetryable(operation)) return true;
        // A read that timed out met a slow backend, not a lost packet: another attempt would keep
        // the shopper waiting as long again. The error view offers the retry (decision 106).
        if (operation.kind === 'query' && isRequestTimeout(error.networkError)) return true;
        retries.next(operation);
        return false;
      }),
    );
  };

/**
 * The delay before retry number `count` (1 for the first retry): uniform in
 * [0, 2 × initial × 2^(count−1)), so its mean is initial × 2^(count−1).
 */
export function retryDelay(count: number, initialDelayMs: number, random: () => number): number {
  return Math.floor(random() * 2 * initialDelayMs * 2 ** (count - 1));
}

function retryState(operation: Operation): RetryState {
  return (operation.context.retry as RetryState | undefined) ?? { count: 0, delayMs: 0 };
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
