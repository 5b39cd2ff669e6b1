import type { GraphQLError } from 'graphql';
import type { Context } from 'hono';
import type { RequestContext, ServerServices } from '../../graphql/context.ts';
import { socketAddress } from '../../http/app.ts';

/** Magento's REST error body. */
export interface RestError {
  message: string;
  parameters: Record<string, string> | string[];
}

/** An error with its HTTP status, thrown by REST handlers. */
export class RestFailure extends Error {
  override readonly name = 'RestFailure';
  constructor(
    readonly status: 400 | 401 | 404 | 429 | 500,
    message: string,
    readonly parameters: Record<string, string> | string[] = [],
  ) {
    super(message);
  }
}

const STATUS_OF_CATEGORY: Readonly<Record<string, 400 | 401 | 404>> = {
  'graphql-input': 400,
  'graphql-already-exists': 400,
  'graphql-no-such-entity': 404,
  'graphql-authorization': 401,
  'graphql-authentication': 401,
};

/** Magento's status mapping: 400 input, 401 authorisation, 404 no such entity, 500 the rest. */
export function restErrorOf(error: unknown): {
  status: 400 | 401 | 404 | 429 | 500;
  body: RestError;
} {
  if (error instanceof RestFailure)
    return { status: error.status, body: { message: error.message, parameters: error.parameters } };
  if (error instanceof Error && error.name === 'GraphQLError') {
    const category = (error as GraphQLError).extensions.category;
    const status = typeof category === 'string' ? STATUS_OF_CATEGORY[category] : undefined;
    if (status) return { status, body: { message: error.message, parameters: [] } };
  }
  return {
    status: 500,
    body: { message: 'Internal Error. Details are available in the server log.', parameters: [] },
  };
}

/** Reads a top-level body key in camelCase or snake_case (Magento accepts both). */
export function field<T = unknown>(body: Record<string, unknown>, camel: string): T | undefined {
  const snake = camel.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return (body[camel] ?? body[snake]) as T | undefined;
}

/** The JSON object body of a REST call, or a 400. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new RestFailure(400, 'The request body must be a JSON object.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new RestFailure(400, 'The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

/**
 * A request context for the shared cart and checkout services. `asGuest` drops the bearer token:
 * guest-carts routes act as a guest whoever calls them.
 */
export function restContext(
  services: ServerServices,
  c: Context,
  requestId: string,
  asGuest: boolean,
): RequestContext {
  const headers = new Headers(c.req.raw.headers);
  if (asGuest) headers.delete('authorization');
  const store = services.stores.resolve(
    c.req.param('store') === 'default' || c.req.param('store') === 'all'
      ? undefined
      : c.req.param('store'),
  );
  const configured = services.stores.config(store.storeId).get('default_display_currency_code');
  const currency = typeof configured === 'string' ? configured : 'EUR';
  return {
    services,
    db: services.db,
    store,
    currency,
    customerGroupId: 0,
    requestId,
    logger: services.logger.child({ requestId }),
    request: new Request(c.req.raw.url, { method: c.req.method, headers }),
    clientAddress: socketAddress(c),
  };
}
