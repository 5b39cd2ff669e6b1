import { mapExchange } from '@urql/core';
import type { CombinedError, Exchange, OperationResult } from '@urql/core';
import type { GraphQLError } from 'graphql';
import { ShopError } from '../errors/error-message.ts';
import { operationName } from './operation.utils.ts';

/**
 * Stock messages Magento returns as top-level errors on cart reads when an item cannot be bought in
 * the asked quantity (spec §8). The shop shows the cart without those items instead of failing.
 */
export const STOCK_ERROR_MESSAGES: readonly string[] = [
  'Some of the products are out of stock.',
  'There are no source items with the in stock status',
  'The requested qty is not available',
];

/** Where errors are logged. */
export type ErrorLogger = (
  message: string,
  details: { operationName?: string; error: CombinedError },
) => void;

/** Options of {@link errorsExchange}. */
export interface ErrorsExchangeOptions {
  /**
   * Logs the errors left after silencing (spec §8 "only logged").
   * @defaultValue `console.error`
   */
  log?: ErrorLogger;
  /** @defaultValue {@link STOCK_ERROR_MESSAGES} */
  stockMessages?: readonly string[];
}

/**
 * Error handling at the client boundary (spec §8, C9): errors are data, never thrown.
 * - The three stock errors are removed, and the cart items they point at (by their `path`) are
 *   dropped from the data, so the cart still renders.
 * - Any remaining errors become one {@link ShopError} whose message joins them with commas, and are
 *   logged once (this exchange sits above the retry exchange, so retried attempts are not logged),
 *   unless the operation's context says `quiet` (a probe whose error is an expected answer).
 */
export const errorsExchange = ({
  log = (message, details) => console.error(message, details),
  stockMessages = STOCK_ERROR_MESSAGES,
}: ErrorsExchangeOptions = {}): Exchange =>
  mapExchange({
    onResult: (result) => {
      if (!result.error) return result;
      const silenced = silenceStockErrors(result, stockMessages);
      if (silenced.error && result.operation.context.quiet !== true) {
        const name = operationName(result.operation);
        log(`[GraphQL client] ${silenced.error.message}`, {
          ...(name !== undefined ? { operationName: name } : {}),
          error: silenced.error,
        });
      }
      return silenced;
    },
  });

function silenceStockErrors(
  result: OperationResult,
  stockMessages: readonly string[],
): OperationResult {
  const error = result.error!;
  const isStock = (graphQLError: GraphQLError) =>
    stockMessages.includes(graphQLError.message.trim());
  const stockErrors = error.graphQLErrors.filter(isStock);
  const otherErrors = error.graphQLErrors.filter((graphQLError) => !isStock(graphQLError));
  const original: unknown = result.data;
  const data = stockErrors.length > 0 ? dropItems(original, stockErrors) : original;
  const remaining =
    otherErrors.length > 0 || error.networkError
      ? new ShopError({
          graphQLErrors: otherErrors,
          networkError: error.networkError,
          response: error.response as unknown,
        })
      : undefined;
  return { ...result, data, error: remaining };
}

/**
 * Removes, immutably, the list entries the errors' paths point into: for `['cart', 'items', 2,
 * 'product']` the entry `cart.items[2]`. Entries are removed from the highest index down so that
 * several errors in one list keep pointing at the right entries.
 */
function dropItems(data: unknown, errors: readonly GraphQLError[]): unknown {
  const targets = new Map<string, { listPath: (string | number)[]; indexes: Set<number> }>();
  for (const graphQLError of errors) {
    const path = graphQLError.path ?? [];
    const at = path.findIndex((segment) => typeof segment === 'number');
    if (at < 0) continue;
    const listPath = path.slice(0, at);
    const key = JSON.stringify(listPath);
    const target = targets.get(key) ?? { listPath, indexes: new Set<number>() };
    target.indexes.add(path[at] as number);
    targets.set(key, target);
  }
  let next = data;
  for (const { listPath, indexes } of targets.values()) {
    next = updateAt(next, listPath, (list) =>
      Array.isArray(list) ? list.filter((_item, index) => !indexes.has(index)) : list,
    );
  }
  return next;
}

function updateAt(
  value: unknown,
  path: readonly (string | number)[],
  update: (value: unknown) => unknown,
): unknown {
  if (path.length === 0) return update(value);
  const [head, ...rest] = path;
  if (Array.isArray(value) && typeof head === 'number') {
    return (value as unknown[]).map((item, index) =>
      index === head ? updateAt(item, rest, update) : item,
    );
  }
  if (value !== null && typeof value === 'object' && typeof head === 'string' && head in value) {
    const record = value as Record<string, unknown>;
    return { ...record, [head]: updateAt(record[head], rest, update) };
  }
  return value;
}
