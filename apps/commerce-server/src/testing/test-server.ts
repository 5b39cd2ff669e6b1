import { inject } from 'vitest';
import { MEMORY_DATA_DIR, readConfig } from '../config/env.ts';
import { startServer } from '../http/server.ts';
import type { RunningServer } from '../http/server.ts';
import { createLogger } from '../logger.ts';
import type { Logger } from '../logger.ts';

/** The database a contract suite runs against. */
export type Backend = 'pglite' | 'postgres';

/** A GraphQL answer plus the HTTP details contract tests assert on. */
export interface GraphqlResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: {
    data?: T | null;
    errors?: Array<{ message: string; extensions?: Record<string, unknown>; path?: unknown[] }>;
  };
}

/** A server started in-process on a free port for contract tests over real HTTP. */
export interface TestServer {
  url: string;
  server: RunningServer;
  /** Log lines written by the server (JSON objects), to assert on request ids and masked errors. */
  logs: Array<Record<string, unknown>>;
  /** Sends a query with GET (default) or POST. */
  gql<T = Record<string, unknown>>(
    query: string,
    options?: {
      variables?: Record<string, unknown>;
      method?: 'GET' | 'POST';
      headers?: Record<string, string>;
    },
  ): Promise<GraphqlResponse<T>>;
  close(): Promise<void>;
}

/** The PostgreSQL URL the global setup prepared, or the reason the PostgreSQL run is skipped. */
export function postgresTarget(): { url: string } | { skipped: string } {
  const url = inject('postgresUrl');
  return url ? { url } : { skipped: inject('postgresSkipped') || 'no PostgreSQL available' };
}

/** Starts the real server (same code path as `main.ts`) on PGlite in memory or on PostgreSQL. */
export async function startTestServer(
  backend: Backend,
  env: Record<string, string> = {},
): Promise<TestServer> {
  const logs: Array<Record<string, unknown>> = [];
  const target = backend === 'postgres' ? postgresTarget() : undefined;
  if (target && 'skipped' in target) throw new Error(target.skipped);
  const config = readConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: MEMORY_DATA_DIR,
    ...(target ? { DATABASE_URL: target.url } : {}),
    ...env,
  });
  const logger: Logger = createLogger('debug', (line) => {
    logs.push(JSON.parse(line) as Record<string, unknown>);
  });
  const server = await startServer(config, logger);
  return {
    url: server.url,
    server,
    logs,
    async gql<T>(query: string, options: Parameters<TestServer['gql']>[1] = {}) {
      const method = options.method ?? 'GET';
      const headers: Record<string, string> = { Store: 'fr', ...options.headers };
      let response: Response;
      if (method === 'GET') {
        const params = new URLSearchParams({ query });
        if (options.variables) params.set('variables', JSON.stringify(options.variables));
        response = await fetch(`${server.url}/graphql?${params.toString()}`, { headers });
      } else {
        response = await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify({ query, variables: options.variables }),
        });
      }
      const text = await response.text();
      let body: GraphqlResponse<T>['body'];
      try {
        body = JSON.parse(text) as GraphqlResponse<T>['body'];
      } catch {
        body = { errors: [{ message: `non-JSON response: ${text.slice(0, 200)}` }] };
      }
      return { status: response.status, headers: response.headers, body };
    },
    close: () => server.close(),
  };
}
