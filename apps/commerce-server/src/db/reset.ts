import { rm } from 'node:fs/promises';
import { MEMORY_DATA_DIR } from '../config/env.ts';
import type { ServerConfig } from '../config/env.ts';
import type { Logger } from '../logger.ts';
import { openPostgres } from './postgres.database.ts';

/** Empties the configured database: drops the public schema on PostgreSQL, deletes the PGlite folder. */
export async function resetDatabase(config: ServerConfig, logger: Logger): Promise<void> {
  if (config.databaseUrl) {
    const db = openPostgres(config.databaseUrl, 1);
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await db.close();
  } else if (config.dataDir !== MEMORY_DATA_DIR) {
    await rm(config.dataDir, { recursive: true, force: true });
  }
  logger.info('reset', { target: config.databaseUrl ? 'postgres' : config.dataDir });
}
