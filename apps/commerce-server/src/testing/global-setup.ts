import type { TestProject } from 'vitest/node';
import { startPostgres } from '@vitrine/test-harness';
import { MEMORY_DATA_DIR, readConfig } from '../config/env.ts';
import { openDatabase } from '../db/open.ts';
import { createLogger } from '../logger.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Seeded PostgreSQL database for the contract suites, '' when skipped. */
    postgresUrl: string;
    postgresSkipped: string;
  }
}

/**
 * Prepares both backends once for all test files: warms the seeded PGlite snapshot (so parallel
 * files load it instead of each seeding), and seeds one PostgreSQL database — DATABASE_URL when
 * given, otherwise a throwaway cluster from the test harness.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const logger = createLogger('warn');
  const pglite = await openDatabase(readConfig({ DATA_DIR: MEMORY_DATA_DIR }), logger);
  await pglite.close();

  let stop = async () => {};
  let url = process.env.DATABASE_URL ?? '';
  let skipped = '';
  if (!url) {
    const started = await startPostgres();
    if ('skipped' in started) {
      skipped = started.skipped;
      process.stdout.write(`PostgreSQL contract run skipped: ${skipped}\n`);
    } else {
      url = started.url;
      stop = () => started.stop();
    }
  }
  if (url) {
    const db = await openDatabase(readConfig({ DATABASE_URL: url }), logger);
    await db.close();
  }
  project.provide('postgresUrl', url);
  project.provide('postgresSkipped', skipped);
  return stop;
}
