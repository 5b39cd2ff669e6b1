import { randomUUID } from 'node:crypto';
import type { GraphQLError } from 'graphql';
import { createGraphQLError, createYoga } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLSchema } from 'graphql';
import type { YogaServerInstance } from 'graphql-yoga';
import { cachePlugin } from './cache.plugin.ts';
import type { RequestContext, ServerServices } from './context.ts';
import { inputError } from './errors.ts';
import { errorLoggingPlugin } from './logging.plugin.ts';
import { securityPlugin } from './security.plugin.ts';

/** Per-request values the HTTP layer hands to Yoga. */
export interface HttpServerContext {
  requestId?: string;
  /** Socket peer address; Yoga merges it into the request context. */
  clientAddress?: string;
}

function resolveCurrency(services: ServerServices, storeId: number, header: string | null): string {
  const config = services.stores.config(storeId);
  const configured = config.get('default_display_currency_code');
  const display = typeof configured === 'string' ? configured : 'EUR';
  if (!header) return display;
  const allowed = (config.get('allowed_currency_codes') as string[] | undefined) ?? [display];
  if (!allowed.includes(header.toUpperCase()))
    throw inputError('Please correct the target currency');
  return header.toUpperCase();
}

// Yoga loads its own copy of graphql (CJS) next to ours (ESM): compare by name, never instanceof.
const isGraphqlError = (error: unknown): error is GraphQLError =>
  error instanceof Error && error.name === 'GraphQLError';

/** Answers with the Store / Content-Currency header error instead of executing the operation. */
function headerErrorPlugin(): Plugin<RequestContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const error = args.contextValue.headerError;
      if (!error) return;
      // Without a status, Yoga answers an errors-only result with 500 under graphql-response+json.
      const status = createGraphQLError(error.message, {
        extensions: { ...error.extensions, http: { status: 400 } },
      });
      setResultAndStopExecution({ errors: [status] });
    },
  };
}

/** The GraphQL endpoint: schema from the shared SDL, Magento limits, cache headers, masked errors. */
export function createGraphqlHandler(
  services: ServerServices,
  schema: GraphQLSchema,
): YogaServerInstance<HttpServerContext, RequestContext> {
  return createYoga<HttpServerContext, RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: !services.config.production,
    batching: false,
    logging: false,
    // Unexpected errors become "Unexpected error."; errorLoggingPlugin logs the cause first.
    maskedErrors: true,
    context: ({ request, requestId }): RequestContext => {
      const id = requestId ?? randomUUID();
      const base = {
        services,
        db: services.db,
        store: services.stores.defaultView,
        currency: 'EUR',
        customerGroupId: 0,
        requestId: id,
        logger: services.logger.child({ requestId: id }),
        request,
      };
      // Header problems become the operation's error (see headerErrorPlugin) rather than a 500.
      try {
        const store = services.stores.resolve(request.headers.get('store'));
        const currency = resolveCurrency(
          services,
          store.storeId,
          request.headers.get('content-currency'),
        );
        return { ...base, store, currency };
      } catch (error) {
        return { ...base, headerError: isGraphqlError(error) ? error : inputError(String(error)) };
      }
    },
    plugins: [
      headerErrorPlugin(),
      securityPlugin({ production: services.config.production }),
      cachePlugin(),
      errorLoggingPlugin(),
    ],
  });
}
