import type { Database } from '../db/database.ts';
import { seedAttributes } from './attributes.seed.ts';
import type { OptionIds } from './attributes.seed.ts';
import { seedCategories } from './categories.seed.ts';
import type { SeededCategory } from './categories.seed.ts';
import { seedCms } from './cms.seed.ts';
import { seedCustomers } from './customers.seed.ts';
import { generateProduct } from './product.generator.ts';
import { seedProducts } from './products.seed.ts';
import { seedStore } from './store.seed.ts';
import { seedSubscriptionOffers } from './subscriptions.seed.ts';
import { seedPointsOfSale } from './stores.seed.ts';
import { seedUrlRewrites } from './url-rewrites.seed.ts';

/** Options of a seed run. */
export interface SeedOptions {
  /** Number of catalog products to generate (default 120). */
  size: number;
  /** Called once per step with its name and counts (one progress line each). */
  onStep?: (step: string, detail: Record<string, unknown>) => void;
}

/**
 * Fills an empty, migrated database with the deterministic French demo catalogue. Each step runs in
 * its own transaction so a crash leaves whole steps; progress is reported after each.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  const step = async <T>(
    name: string,
    run: () => Promise<[T, Record<string, unknown>]>,
  ): Promise<T> => {
    const started = Date.now();
    const [result, detail] = await run();
    options.onStep?.(name, { ...detail, ms: Date.now() - started });
    return result;
  };
  await step('store', async () => [await db.transaction((tx) => seedStore(tx)), { stores: 1 }]);
  const categories = await step<SeededCategory[]>('categories', async () => {
    const seeded = await db.transaction((tx) => seedCategories(tx));
    return [seeded, { categories: seeded.length }];
  });
  const optionIds = await step<OptionIds>('attributes', async () => {
    const ids = await db.transaction((tx) => seedAttributes(tx));
    return [ids, { attributes: Object.keys(ids).length }];
  });
  await step('products', async () => {
    const counts = await db.transaction((tx) =>
      seedProducts(tx, options.size, categories, optionIds, (written) => {
        if (options.size >= 10_000)
          options.onStep?.('products progress', { written, of: options.size });
      }),
    );
    return [counts, counts];
  });
  await step('subscription offers', async () => [
    undefined,
    { eligible: await db.transaction((tx) => seedSubscriptionOffers(tx)) },
  ]);
  const withActives = categories.filter((category) => category.actives.length > 0);
  const links = Array.from({ length: Math.min(12, options.size) }, (_, index) => {
    const product = generateProduct(index, withActives);
    return { name: product.name, href: `/${product.urlKey}.html` };
  });
  await step('cms', async () => [
    await db.transaction((tx) => seedCms(tx, links)),
    { pages: 5, blocks: 4 },
  ]);
  await step('points of sale', async () => {
    const stores = await db.transaction((tx) => seedPointsOfSale(tx));
    return [stores, { stores: stores.length }];
  });
  await step('url rewrites', async () => {
    const count = await db.transaction((tx) => seedUrlRewrites(tx));
    return [count, { rewrites: count }];
  });
  await step('customers', async () => {
    const counts = await db.transaction((tx) => seedCustomers(tx));
    return [counts, counts];
  });
  await step('vacuum analyze', async () => {
    // Statistics for the planner, and the visibility map so index-only scans (category counts) work.
    await db.exec('VACUUM ANALYZE');
    return [undefined, {}];
  });
}

/** True when the store tables already hold a store view. */
export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.query<{ seeded: boolean }>('SELECT EXISTS (SELECT 1 FROM store) AS seeded');
  return rows[0]?.seeded === true;
}
