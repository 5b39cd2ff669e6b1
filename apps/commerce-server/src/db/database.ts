/**
 * The one database port every repository uses. Two adapters implement it: embedded PGlite
 * (default) and a real PostgreSQL server through `pg`. Both speak the same SQL dialect and run the
 * same migrations, so repositories never branch on the adapter.
 */
export interface Queryable {
  /** Runs one parameterised statement (`$1`, `$2`…) and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations, seed DDL). */
  exec(sql: string): Promise<void>;
}

/** A connection pool or embedded instance. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` inside BEGIN/COMMIT; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
