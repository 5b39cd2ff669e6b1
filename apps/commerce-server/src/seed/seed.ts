import type { Database } from '../db/database.ts';
import { seedStore } from './store.seed.ts';

/** Options of a seed run. */
export interface SeedOptions {
  /** Number of catalog products to generate (default 120). */
  size: number;
  /** Called once per step with a short description and how many rows it wrote. */
  onStep?: (step: string, detail: Record<string, unknown>) => void;
}

/** A seed step: writes one part of the catalogue, returns counts for the progress line. */
type Step = (db: Database, options: SeedOptions) => Promise<Record<string, unknown>>;

const STEPS: ReadonlyArray<readonly [string, Step]> = [
  [
    'store',
    async (db) => {
      await db.transaction((tx) => seedStore(tx));
      return { stores: 1 };
    },
  ],
];

/** Fills an empty, migrated database with the deterministic French demo catalogue. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  for (const [name, step] of STEPS) {
    const started = Date.now();
    const detail = await step(db, options);
    options.onStep?.(name, { ...detail, ms: Date.now() - started });
  }
}

/** True when the store tables already hold a store view. */
export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.query<{ seeded: boolean }>('SELECT EXISTS (SELECT 1 FROM store) AS seeded');
  return rows[0]?.seeded === true;
}
