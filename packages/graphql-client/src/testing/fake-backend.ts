/**
 * A scripted stand-in for the commerce backend's HTTP API, for unit tests of code that calls the
 * shop client (commerce functions here; loaders and actors in the storefront). It answers GraphQL
 * GET and POST requests by operation name, and REST calls by method and path, and records every
 * request. Integration tests use the real commerce server instead.
 */
import { createShopClient } from '../client/create-shop-client.ts';
import type { ShopClient } from '../client/create-shop-client.ts';
import type { ErrorLogger } from '../exchanges/errors.exchange.ts';

/** One recorded request. */
export interface FakeRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** GraphQL: the operation name; REST: undefined. */
  operationName: string | undefined;
  /** GraphQL variables, or the REST JSON body. */
  body: Record<string, unknown>;
}

/** What a handler answers: a GraphQL payload, or a REST status and body. */
export type FakeGraphQLAnswer = {
  data?: unknown;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
};
export type FakeRestAnswer = { status?: number; body: unknown };

/** Handlers of {@link createFakeBackend}. */
export interface FakeBackendHandlers {
  /** By operation name. */
  graphql?: Record<
    string,
    (variables: Record<string, unknown>, request: FakeRequest) => FakeGraphQLAnswer
  >;
  /** By `METHOD /path`, e.g. `POST /rest/V1/guest-carts/abc/payment-information`. */
  rest?: Record<string, (body: Record<string, unknown>, request: FakeRequest) => FakeRestAnswer>;
}

/** The fake: a `fetch` to give the shop client, and the requests it received. */
export interface FakeBackend {
  fetch: typeof fetch;
  requests: FakeRequest[];
}

/**
 * Creates the fake. An unhandled GraphQL operation answers a GraphQL error naming it; an unhandled
 * REST call answers 404, so a missing script fails the test loudly.
 */
export function createFakeBackend(handlers: FakeBackendHandlers): FakeBackend {
  const requests: FakeRequest[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(
      input instanceof Request ? input.url : input.toString(),
      'http://fake.test',
    );
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const json =
      typeof init?.body === 'string' && init.body !== ''
        ? (JSON.parse(init.body) as Record<string, unknown>)
        : {};
    if (url.pathname.endsWith('/graphql')) {
      const operationName = (
        method === 'GET' ? url.searchParams.get('operationName') : json.operationName
      ) as string | undefined;
      const variables = (
        method === 'GET'
          ? JSON.parse(url.searchParams.get('variables') ?? '{}')
          : (json.variables ?? {})
      ) as Record<string, unknown>;
      const request: FakeRequest = {
        method,
        url,
        headers,
        operationName: operationName ?? undefined,
        body: variables,
      };
      requests.push(request);
      const handler = operationName ? handlers.graphql?.[operationName] : undefined;
      const answer = handler
        ? handler(variables, request)
        : {
            errors: [
              {
                message: `The fake backend has no answer for ${operationName ?? 'an anonymous operation'}`,
              },
            ],
          };
      return Promise.resolve(
        new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
      );
    }
    const request: FakeRequest = { method, url, headers, operationName: undefined, body: json };
    requests.push(request);
    const handler = handlers.rest?.[`${method} ${url.pathname}`];
    const answer = handler
      ? handler(json, request)
      : { status: 404, body: { message: `No route ${method} ${url.pathname}` } };
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  return { fetch, requests };
}

/**
 * A shop client whose requests all go to a fake backend (see {@link createFakeBackend}), with
 * that backend to script answers and read the requests it received.
 */
export function shopWithFakeBackend(
  handlers: FakeBackendHandlers,
  log: ErrorLogger = () => undefined,
): { shop: ShopClient; backend: FakeBackend } {
  const backend = createFakeBackend(handlers);
  const shop = createShopClient({ backendUrl: 'http://backend.test', fetch: backend.fetch, log });
  return { shop, backend };
}
