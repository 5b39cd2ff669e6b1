import { readdir, readFile } from 'node:fs/promises';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

/** A versioned SQL file from `src/db/migrations`, applied once in name order. */
export interface Migration {
  version: string;
  sql: string;
}

/** Lists the migration files in order. */
export async function listMigrations(): Promise<Migration[]> {
  const names = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => ({
      version: name.replace(/\.sql$/, ''),
      sql: await readFile(new URL(name, MIGRATIONS_DIR), 'utf8'),
    })),
  );
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction.
 * @returns the versions applied by this call.
 */
export async function migrate(db: Database, onStep?: (version: string) => void): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map(
      (r) => r.version,
    ),
  );
  const applied: string[] = [];
  for (const migration of await listMigrations()) {
    if (done.has(migration.version)) continue;
    onStep?.(migration.version);
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
    });
    applied.push(migration.version);
  }
  return applied;
}
