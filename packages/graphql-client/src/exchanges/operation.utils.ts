/**
 * Small pure helpers the exchanges share: reading and merging request headers on an operation
 * (always by copying it, C8) and reading an operation's name and root fields.
 */
import { getOperationName, makeOperation } from '@urql/core';
import type { Operation, OperationContext } from '@urql/core';

/** Lower-cased header map, the form urql's fetch exchange sends. */
export type HeaderMap = Record<string, string>;

/** The headers an operation will be sent with, lower-cased. */
export function getHeaders(operation: Operation): HeaderMap {
  const { fetchOptions } = operation.context;
  const options = typeof fetchOptions === 'function' ? fetchOptions() : (fetchOptions ?? {});
  return toHeaderMap(options.headers);
}

/** One request header of an operation, by case-insensitive name. */
export function getHeader(operation: Operation, name: string): string | undefined {
  return getHeaders(operation)[name.toLowerCase()];
}

/**
 * A copy of the operation with `headers` merged into its fetch options.
 *
 * @param mode - `keep-existing` leaves a header an earlier exchange or the caller already set (the
 *   preview exchange's Authorization, a store switcher's Store), `overwrite` replaces it.
 */
export function withHeaders(
  operation: Operation,
  headers: HeaderMap,
  mode: 'keep-existing' | 'overwrite' = 'overwrite',
): Operation {
  const { fetchOptions } = operation.context;
  const options = typeof fetchOptions === 'function' ? fetchOptions() : (fetchOptions ?? {});
  const current = toHeaderMap(options.headers);
  const added = toHeaderMap(headers);
  const merged = mode === 'overwrite' ? { ...current, ...added } : { ...added, ...current };
  return withContext(operation, { fetchOptions: { ...options, headers: merged } });
}

/** A copy of the operation with some context fields replaced. */
export function withContext(operation: Operation, context: Partial<OperationContext>): Operation {
  return makeOperation(operation.kind, operation, { ...operation.context, ...context });
}

/** The operation's name (`GetCartDetails`), or undefined for an anonymous document. */
export function operationName(operation: Operation): string | undefined {
  return getOperationName(operation.query);
}

/** The root field names the operation selects (`['placeOrder']`), aliases resolved to names. */
export function rootFieldNames(operation: Operation): string[] {
  const names: string[] = [];
  for (const definition of operation.query.definitions) {
    if ((definition.kind as string) !== 'OperationDefinition') continue;
    if (!('selectionSet' in definition) || !definition.selectionSet) continue;
    for (const selection of definition.selectionSet.selections) {
      if ((selection.kind as string) === 'Field' && 'name' in selection && selection.name) {
        names.push(selection.name.value);
      }
    }
  }
  return names;
}

function toHeaderMap(headers: HeadersInit | undefined): HeaderMap {
  const map: HeaderMap = {};
  if (!headers) return map;
  if (Array.isArray(headers)) {
    for (const [name, value] of headers) {
      if (name !== undefined && value !== undefined) map[name.toLowerCase()] = value;
    }
  } else if (typeof (headers as Headers).forEach === 'function' && !isPlainObject(headers)) {
    (headers as Headers).forEach((value, name) => {
      map[name.toLowerCase()] = value;
    });
  } else {
    for (const [name, value] of Object.entries(headers as Record<string, string>)) {
      map[name.toLowerCase()] = value;
    }
  }
  return map;
}

function isPlainObject(value: unknown): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
