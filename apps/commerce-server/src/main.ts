import { readConfig } from './config/env.ts';
import { startServer } from './http/server.ts';
import { createLogger } from './logger.ts';
import { startRenewalScheduler } from './modules/subscription/index.ts';

const config = readConfig();
const logger = createLogger(config.logLevel);

try {
  const server = await startServer(config, logger);
  // Extension `subscriptions`: the renewal job (SUBSCRIPTION_RENEWAL_INTERVAL_MS, 0 = off).
  const renewals = startRenewalScheduler(server.services);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    // A hung connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    Promise.resolve(renewals?.stop())
      .then(() => server.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error('shutdown failed', { error });
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
} catch (error) {
  logger.error('start failed', { error });
  process.exit(1);
}
