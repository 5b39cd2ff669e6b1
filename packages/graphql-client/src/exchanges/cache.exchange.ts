import { formatDocument, makeOperation, makeResult } from '@urql/core';
import type { Client, Exchange, Operation, OperationResult, RequestPolicy } from '@urql/core';
import { filter, fromValue, map, merge, mergeMap, onPush, pipe, share } from 'wonka';
import { CACHE_MAX_ENTRIES } from '../shop.constants.ts';
import { operationName } from './operation.utils.ts';

/** A request policy, or `no-cache`: always from the network, and the answer is not kept. */
export type CachePolicy = RequestPolicy | 'no-cache';

/**
 * Default policies by operation name (spec §7): cart details always from the network, the
 * contact-enabled flag shown at once from the cache and refreshed, the store switcher's route lookup in another store view never cached.
 */
export const DEFAULT_CACHE_POLICIES: Readonly<Record<string, CachePolicy>> = {
  GetCartDetails: 'network-only',
  GetContactEnabled: 'cache-and-network',
  GetRouteInStore: 'no-cache',
};

/** Options of {@link cacheExchange}. */
export interface CacheExchangeOptions {
  /**
   * Most results kept; the least recently used goes first (spec §9 memoisation limit).
   * @defaultValue 65536
   */
  maxEntries?: number;
  /**
   * Policies by operation name. They apply when the caller left the default `cache-first`; a
   * caller's explicit other policy wins.
   * @defaultValue {@link DEFAULT_CACHE_POLICIES}
   */
  policies?: Readonly<Record<string, CachePolicy>>;
}

/**
 * A document cache (urql's model: results by operation key, invalidated by the `__typename`s a
 * mutation returns) with a size bound and per-operation policies:
 * - `cache-first` / `cache-only` answer from the cache when they can; `cache-and-network` answers
 *   from the cache (marked stale) and asks the network; `network-only` asks the network and keeps
 *   the answer; `no-cache` (and any operation with `context.noCache`, e.g. admin preview) neither
 *   reads nor writes the cache.
 * - A mutation's answer invalidates every cached query that shares a type with it; queries still
 *   watched are re-executed from the network.
 */
export const cacheExchange =
  ({
    maxEntries = CACHE_MAX_ENTRIES,
    policies = DEFAULT_CACHE_POLICIES,
  }: CacheExchangeOptions = {}): Exchange =>
  ({ forward, client }) =>
  (operations$) => {
    // Map iteration order is insertion order: re-inserting on read makes it an LRU.
    const results = new Map<number, OperationResult>();
    const keysByType = new Map<string, Set<number>>();

    const read = (key: number) => {
      const result = results.get(key);
      if (result) {
        results.delete(key);
        results.set(key, result);
      }
      return result;
    };
    const write = (result: OperationResult, typenames: readonly string[]) => {
      const { key } = result.operation;
      results.delete(key);
      results.set(key, result);
      for (const typename of typenames) {
        const keys = keysByType.get(typename) ?? new Set<number>();
        keys.add(key);
        keysByType.set(typename, keys);
      }
      while (results.size > maxEntries) {
        const oldest = results.keys().next().value as number;
        results.delete(oldest);
        for (const keys of keysByType.values()) keys.delete(oldest);
      }
    };
    const invalidate = (typenames: readonly string[]) => {
      const stale = new Set<number>();
      for (const typename of typenames) {
        for (const key of keysByType.get(typename) ?? []) stale.add(key);
        keysByType.delete(typename);
      }
      for (const key of stale) {
        const cached = results.get(key);
        results.delete(key);
        if (cached) reexecute(client, cached.operation);
      }
    };

    const prepared$ = pipe(
      operations$,
      map((operation) => applyPolicy(operation, policies)),
      share,
    );
    const hit = (operation: Operation) =>
      operation.kind === 'query' &&
      !operation.context.noCache &&
      operation.context.requestPolicy !== 'network-only' &&
      (operation.context.requestPolicy === 'cache-only' || results.has(operation.key));

    const cached$ = pipe(
      prepared$,
      filter(hit),
      mergeMap((operation) => {
        const found = read(operation.key);
        const result: OperationResult = found
          ? { ...found, operation }
          : makeResult(operation, { data: null });
        if (operation.context.requestPolicy === 'cache-and-network') {
          reexecute(client, operation);
          return fromValue({ ...result, stale: true });
        }
        return fromValue(result);
      }),
    );

    const network$ = pipe(
      forward(
        pipe(
          prepared$,
          filter((operation) => !hit(operation)),
          map(withTypenames),
        ),
      ),
      onPush((result) => {
        const { operation } = result;
        const typenames = [
          ...collectTypenames(result.data),
          ...(operation.context.additionalTypenames ?? []),
        ];
        if (operation.kind === 'mutation') invalidate(typenames);
        else if (
          operation.kind === 'query' &&
          result.data &&
          !result.error &&
          !operation.context.noCache
        ) {
          write(result, typenames);
        }
      }),
    );
    return merge([cached$, network$]);
  };

function applyPolicy(
  operation: Operation,
  policies: Readonly<Record<string, CachePolicy>>,
): Operation {
  if (operation.kind !== 'query' || operation.context.requestPolicy !== 'cache-first')
    return operation;
  const name = operationName(operation);
  const policy = name === undefined ? undefined : policies[name];
  if (policy === undefined || policy === 'cache-first') return operation;
  if (policy === 'no-cache') {
    return makeOperation(operation.kind, operation, {
      ...operation.context,
      requestPolicy: 'network-only',
      noCache: true,
    });
  }
  return makeOperation(operation.kind, operation, { ...operation.context, requestPolicy: policy });
}

/** Adds `__typename` to every selection set, so results say which types they hold. */
function withTypenames(operation: Operation): Operation {
  if (operation.kind !== 'query' && operation.kind !== 'mutation') return operation;
  const query = formatDocument(operation.query);
  if (query === operation.query) return operation;
  return makeOperation(operation.kind, { ...operation, query }, operation.context);
}

function collectTypenames(data: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(data)) {
    for (const item of data) collectTypenames(item, into);
  } else if (data !== null && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    if (typeof record.__typename === 'string') into.add(record.__typename);
    for (const [field, value] of Object.entries(record)) {
      if (field !== '__typename') collectTypenames(value, into);
    }
  }
  return into;
}

function reexecute(client: Client, operation: Operation): void {
  client.reexecuteOperation(
    makeOperation(operation.kind, operation, {
      ...operation.context,
      requestPolicy: 'network-only',
    }),
  );
}
