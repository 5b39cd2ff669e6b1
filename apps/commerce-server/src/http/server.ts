import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ServerConfig } from '../config/env.ts';
import { openDatabase } from '../db/open.ts';
import type { Database } from '../db/database.ts';
import type { ServerServices } from '../graphql/context.ts';
import { availableExtensions, buildSchema } from '../graphql/schema.ts';
import { createGraphqlHandler } from '../graphql/yoga.ts';
import type { Logger } from '../logger.ts';
import { attributeFilterTypeDefs } from '../modules/catalog/index.ts';
import { passwordHashQueue, platformOf } from '../modules/platform/index.ts';
import { loadStoreRegistry } from '../modules/store/index.ts';
import { RESOLVERS } from '../modules/resolvers.ts';
import { createApp } from './app.ts';
import { ROUTE_INSTALLERS } from './routes.ts';

/** A running commerce server. */
export interface RunningServer {
  /** Base URL, e.g. http://127.0.0.1:4000 (no trailing slash). */
  url: string;
  port: number;
  services: ServerServices;
  /** Stops accepting connections, waits for in-flight requests, closes the database. */
  close(): Promise<void>;
}

/** Builds the services around an already opened database. */
export async function createServices(
  db: Database,
  config: ServerConfig,
  logger: Logger,
): Promise<ServerServices> {
  const stores = await loadStoreRegistry(db);
  const salt = stores.config(stores.defaultView.storeId).get('cache_id_salt');
  const known = new Set(availableExtensions());
  return {
    db,
    config,
    logger,
    stores,
    cacheIdSalt: typeof salt === 'string' ? salt : 'vitrine',
    hasExtension: (name) => {
      // A misspelt name would quietly answer false: refuse names the contract does not define.
      if (!known.has(name)) throw new Error(`Unknown extension "${name}"`);
      return config.extensions.has(name);
    },
  };
}

/** Opens (and if needed seeds) the database, then listens on config.host:config.port. */
export async function startServer(config: ServerConfig, logger: Logger): Promise<RunningServer> {
  const db = await openDatabase(config, logger);
  const services = await createServices(db, config, logger);
  // Read the settings now, so that a malformed one (TRUSTED_PROXIES…) stops the start.
  passwordHashQueue.setLimits(platformOf(services).settings.hashLimits);
  const schema = buildSchema(RESOLVERS, config.extensions, [await attributeFilterTypeDefs(db)]);
  const app = createApp(
    services,
    createGraphqlHandler(services, schema),
    ROUTE_INSTALLERS(services),
  );
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const instance = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      resolve(instance),
    );
    instance.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;
  logger.info('listening', { url });
  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    services,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Idle keep-alive sockets would otherwise hold close() open.
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        });
        await db.close();
        logger.info('stopped');
      })();
      return closing;
    },
  };
}
