import type { Queryable } from '../db/database.ts';

/** PostgreSQL accepts at most 65535 parameters per statement; stay well below. */
const MAX_PARAMS = 30_000;

/**
 * Inserts rows with multi-row VALUES statements, chunked under the parameter limit. Both PGlite and
 * `pg` take this path, so the 100 000-product seed needs a few hundred statements, not millions.
 * `casts` gives a type per column where PostgreSQL cannot infer it (e.g. `jsonb`, `text[]`).
 */
export async function bulkInsert(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: ReadonlyArray<readonly unknown[]>,
  casts: Readonly<Record<string, string>> = {},
): Promise<void> {
  const perChunk = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const slots = columns.map((column, index) => {
        params.push(row[index]);
        const cast = casts[column];
        return cast ? `$${params.length}::${cast}` : `$${params.length}`;
      });
      return `(${slots.join(',')})`;
    });
    await db.query(
      `INSERT INTO ${table} (${columns.join(',')}) VALUES ${tuples.join(',')}`,
      params,
    );
  }
}
