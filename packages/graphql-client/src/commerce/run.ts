/**
 * Runs one typed operation through the shop client and turns its result into a
 * {@link CommerceResult}-style value: `{ ok: true, data }` or `{ ok: false, error }` (C9).
 */
import type { AnyVariables, DocumentInput, OperationContext } from '@urql/core';
import type { CommerceError } from '@vitrine/commerce-primitives';
import type { ShopClient } from '../client/create-shop-client.ts';
import { fromCombinedError } from '../errors/commerce-error.ts';

/** Per-call options. */
export interface CallOptions {
  /**
   * The customer token for this call, instead of the client's token getter: a call made while
   * signing in or out must not depend on what storage holds at that instant. `null` sends the
   * call as a guest.
   */
  token?: string | null;
  /** Extra request headers (e.g. `Store` for another store view, `Idempotency-Key`). */
  headers?: Record<string, string>;
  /** Marks a mutation as safe to retry (it carries an idempotency key). */
  idempotent?: boolean;
}

/** What {@link runQuery} and {@link runMutation} resolve to. */
export type RunResult<Data> = { ok: true; data: Data } | { ok: false; error: CommerceError };

function context(
  options: CallOptions,
  extra: Partial<OperationContext> = {},
): Partial<OperationContext> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined)
    headers.authorization = options.token ? `Bearer ${options.token}` : '';
  const overridden = Object.keys(headers).length > 0;
  return {
    ...extra,
    // An answer for another identity or store view must not land in the page's shared cache,
    // whose keys know nothing of headers.
    ...(overridden ? { fetchOptions: { headers }, noCache: true } : {}),
    ...(options.idempotent ? { idempotent: true } : {}),
  };
}

function toRunResult<Data>(result: {
  data?: Data | undefined;
  error?: Parameters<typeof fromCombinedError>[0];
}): RunResult<Data> {
  if (result.error) return { ok: false, error: fromCombinedError(result.error) };
  if (result.data === undefined || result.data === null) {
    return { ok: false, error: { code: 'network', message: 'The server answered without data.' } };
  }
  return { ok: true, data: result.data };
}

/** Runs a query, always from the network (commerce functions act on current data). */
export async function runQuery<Data, Variables extends AnyVariables>(
  shop: ShopClient,
  document: DocumentInput<Data, Variables>,
  variables: Variables,
  options: CallOptions = {},
): Promise<RunResult<Data>> {
  const result = await shop.graphql
    .query(document, variables, context(options, { requestPolicy: 'network-only' }))
    .toPromise();
  return toRunResult(result);
}

/** Runs a mutation (serially, through the mutation queue). */
export async function runMutation<Data, Variables extends AnyVariables>(
  shop: ShopClient,
  document: DocumentInput<Data, Variables>,
  variables: Variables,
  options: CallOptions = {},
): Promise<RunResult<Data>> {
  const result = await shop.graphql.mutation(document, variables, context(options)).toPromise();
  return toRunResult(result);
}
