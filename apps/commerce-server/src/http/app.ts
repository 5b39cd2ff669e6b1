import { randomUUID } from 'node:crypto';
import { Kind, OperationTypeNode, parse } from 'graphql';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { YogaServerInstance } from 'graphql-yoga';
import type { RequestContext, ServerServices } from '../graphql/context.ts';
import type { HttpServerContext } from '../graphql/yoga.ts';

/** Largest GraphQL request body accepted; real storefront documents are a few kilobytes. */
export const MAX_BODY_BYTES = 256 * 1024;

/** Magento's message for a mutation sent with GET. */
export const MUTATION_OVER_GET = 'Mutation requests allowed only for POST requests';

type Env = { Variables: { requestId: string } };

function graphqlError(message: string, category = 'graphql-input') {
  return { errors: [{ message, extensions: { category } }] };
}

function isMutationDocument(query: string): boolean {
  try {
    return parse(query).definitions.some(
      (definition) =>
        definition.kind === Kind.OPERATION_DEFINITION &&
        definition.operation === OperationTypeNode.MUTATION,
    );
  } catch {
    return false; // Yoga reports the syntax error itself.
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The peer address of the socket (proxies are resolved later, against TRUSTED_PROXIES). */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not served by @hono/node-server (in-memory fetch)
  }
}

/** Extra routes mounted beside /graphql (media, REST in part 2). */
export type RouteInstaller = (app: Hono<Env>) => void;

/** The HTTP surface: request ids and access log, /graphql, /health and installed routes. */
export function createApp(
  services: ServerServices,
  yoga: YogaServerInstance<HttpServerContext, RequestContext>,
  installers: readonly RouteInstaller[] = [],
): Hono<Env> {
  const app = new Hono<Env>();
  app.use('*', async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    services.logger.info('request', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  app.onError((error, c) => {
    services.logger.error('request failed', { requestId: c.get('requestId'), error });
    return c.json(graphqlError('Internal server error', 'internal'), 500);
  });

  app.get('/health', (c) => c.json({ status: 'ok' }));

  app.use(
    '/graphql',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => {
        // The rest of the body is never read: the connection cannot be reused.
        c.header('Connection', 'close');
        return c.json(graphqlError(`Request body is larger than ${MAX_BODY_BYTES} bytes.`), 413);
      },
    }),
  );
  app.get('/graphql', async (c, next) => {
    const query = c.req.query('query');
    const variables = c.req.query('variables');
    if (variables !== undefined && variables !== '' && !isJson(variables)) {
      return c.json(graphqlError('Variables are invalid JSON.'), 400);
    }
    if (query && isMutationDocument(query)) {
      c.header('Allow', 'POST');
      return c.json(graphqlError(MUTATION_OVER_GET), 405);
    }
    return next();
  });
  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', (c) =>
    yoga.fetch(c.req.raw, { requestId: c.get('requestId'), clientAddress: socketAddress(c) }),
  );

  for (const install of installers) install(app);
  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  return app;
}
