import pg from 'pg';
import type { Database, Queryable } from './database.ts';
import { checkParams } from './params.ts';

// int8 (count(*), sums) as numbers: every id and amount here fits in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// dates stay ISO strings, as PGlite returns them for the columns we read as text.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/** Opens a pool on a real PostgreSQL server (`DATABASE_URL=postgres://…`). */
export function openPostgres(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max });
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
      checkParams(params);
      const result = await client.query(sql, params ? [...params] : undefined);
      return result.rows as T[];
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
