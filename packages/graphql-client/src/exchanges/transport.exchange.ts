import { makeOperation } from '@urql/core';
import type { Exchange, Operation, OperationResult } from '@urql/core';
import {
  makeFetchBody,
  makeFetchOptions,
  makeFetchSource,
  makeFetchURL,
} from '@urql/core/internal';
import type { FetchBody } from '@urql/core/internal';
import { filter, merge, mergeMap, pipe, takeUntil } from 'wonka';
import type { Source } from 'wonka';
import { MAX_GET_URL_LENGTH, READ_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../shop.constants.ts';
import { compactQuery } from './compact-query.ts';

/** Options of {@link transportExchange}. */
export interface TransportExchangeOptions {
  /**
   * A GET whose URL would be longer than this is sent as POST instead.
   * @defaultValue 8000 (under the ~8 KB URL limit of Magento's reference CDN)
   */
  maxGetUrlLength?: number;
  /**
   * A mutation with no response headers after this long is aborted and reported as a network error.
   * @defaultValue 30000
   */
  timeoutMs?: number;
  /**
   * A query with no response headers after this long is aborted and reported as a network error.
   * @defaultValue 8000 (the shopper gets the error view and its retry button before 10 s)
   */
  readTimeoutMs?: number;
}

/** The error a timed-out request is aborted with (its name tells logs why). */
export class RequestTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The request got no answer within ${timeoutMs} ms.`);
    this.name = 'RequestTimeoutError';
  }
}

/** Whether an error is a request abandoned after its timeout ({@link RequestTimeoutError}). */
export function isRequestTimeout(error: unknown): error is RequestTimeoutError {
  return error instanceof Error && error.name === 'RequestTimeoutError';
}

/**
 * The last exchange: sends queries and mutations over HTTP with urql's fetch utilities
 * (`makeFetchSource`, as urql's own fetch exchange does), with three differences:
 * - the query text is compacted (whitespace and comments removed, {@link compactQuery}), so a
 *   GET URL stays short and equal documents make equal CDN cache keys;
 * - queries go as GET (cacheable by a CDN, spec §7) unless the URL would be too long; mutations
 *   always go as POST (Magento refuses a mutation over GET);
 * - every request has a timeout, so a hung connection becomes a network error: a read gives up
 *   after {@link READ_TIMEOUT_MS} (8 s), a mutation after {@link REQUEST_TIMEOUT_MS} (30 s).
 * Other operation kinds (subscriptions; the shop has none) are forwarded.
 */
export const transportExchange =
  ({
    maxGetUrlLength = MAX_GET_URL_LENGTH,
    timeoutMs = REQUEST_TIMEOUT_MS,
    readTimeoutMs = READ_TIMEOUT_MS,
  }: TransportExchangeOptions = {}): Exchange =>
  ({ forward }) =>
  (operations$) => {
    // Per exchange instance: compacting is pure, so each query text is compacted once.
    const compacted = new Map<string, string>();
    const compact = (query: string): string => {
      let text = compacted.get(query);
      if (text === undefined) {
        text = compactQuery(query);
        compacted.set(query, text);
      }
      return text;
    };

    const sent$ = pipe(
      operations$,
      filter(isSent),
      mergeMap((operation): Source<OperationResult> => {
        const body: FetchBody = makeFetchBody(operation);
        if (body.query !== undefined) body.query = compact(body.query);
        const asGet =
          operation.kind === 'query' && getUrl(operation, body).length <= maxGetUrlLength;
        const prepared = makeOperation(operation.kind, operation, {
          ...operation.context,
          preferGetMethod: asGet ? 'force' : false,
          fetch: withTimeout(
            operation.context.fetch,
            operation.kind === 'query' ? readTimeoutMs : timeoutMs,
          ),
        });
        const teardown$ = pipe(
          operations$,
          filter((other) => other.kind === 'teardown' && other.key === operation.key),
        );
        return pipe(
          makeFetchSource(prepared, makeFetchURL(prepared, body), makeFetchOptions(prepared, body)),
          takeUntil(teardown$),
        );
      }),
    );
    const forwarded$ = forward(
      pipe(
        operations$,
        filter((operation) => !isSent(operation)),
      ),
    );
    return merge([sent$, forwarded$]);
  };

function isSent(operation: Operation): boolean {
  return operation.kind === 'query' || operation.kind === 'mutation';
}

function getUrl(operation: Operation, body: FetchBody): string {
  const probe = makeOperation(operation.kind, operation, {
    ...operation.context,
    preferGetMethod: 'force',
  });
  return makeFetchURL(probe, body);
}

function withTimeout(baseFetch: typeof fetch | undefined, timeoutMs: number): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController();
    const upstream = init?.signal;
    const forwardAbort = () => controller.abort(upstream?.reason);
    if (upstream?.aborted) forwardAbort();
    upstream?.addEventListener('abort', forwardAbort);
    const timer = setTimeout(() => controller.abort(new RequestTimeoutError(timeoutMs)), timeoutMs);
    try {
      return await (baseFetch ?? globalThis.fetch)(input, { ...init, signal: controller.signal });
    } finally {
      clearTimeout(timer);
      upstream?.removeEventListener('abort', forwardAbort);
    }
  };
}
