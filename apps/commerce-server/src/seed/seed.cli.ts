/**
 * `pnpm --filter @vitrine/commerce-server seed [--size N] [--reset]`: seeds the configured database
 * (DATA_DIR or DATABASE_URL) with N generated products. --reset drops every table first.
 */
import { parseArgs } from 'node:util';
import { readConfig } from '../config/env.ts';
import { openDatabase } from '../db/open.ts';
import { createLogger } from '../logger.ts';

const { values } = parseArgs({
  options: { size: { type: 'string', default: '120' }, reset: { type: 'boolean', default: false } },
});
const size = Number(values.size);
if (!Number.isInteger(size) || size < 1 || size > 1_000_000) {
  process.stderr.write('--size must be an integer between 1 and 1000000\n');
  process.exit(2);
}
const logger = createLogger('info');
const config = { ...readConfig(), seedSize: size };
if (values.reset) {
  const { resetDatabase } = await import('../db/reset.ts');
  await resetDatabase(config, logger);
}
const started = Date.now();
const db = await openDatabase(config, logger);
const rows = await db.query<{ products: number }>(
  'SELECT count(*)::int AS products FROM product WHERE visibility = 4',
);
await db.close();
const products = rows[0]?.products ?? 0;
if (products !== size) {
  logger.warn(
    'database already seeded with another size: nothing changed (add --reset to re-seed)',
    { products, asked: size },
  );
} else {
  logger.info('seed done', { size, ms: Date.now() - started });
}
