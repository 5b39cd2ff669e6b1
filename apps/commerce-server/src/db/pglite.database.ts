import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Database, Queryable } from './database.ts';
import { checkParams } from './params.ts';

/** Where PGlite keeps its files: a folder, or `memory://` for a throwaway in-memory cluster. */
export interface PgliteOptions {
  dataDir: string;
  /** A gzipped data-folder dump to start from (a pre-seeded snapshot). */
  loadDataDir?: Blob;
}

function wrap(db: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
      checkParams(params);
      const result = await db.query<T>(sql, params ? [...params] : undefined);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await db.exec(sql);
    },
  };
}

/** Opens embedded PGlite with the extensions the migrations need (pg_trgm, unaccent). */
export async function openPglite(
  options: PgliteOptions,
): Promise<Database & { dump(): Promise<Blob> }> {
  const db = await PGlite.create({
    dataDir: options.dataDir,
    extensions: { pg_trgm, unaccent },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const base = wrap(db);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    async dump() {
      const file = await db.dumpDataDir('gzip');
      return file;
    },
    close: () => db.close(),
  };
}
