/**
 * A shop of its own for a journey that needs what PGlite cannot give: several commerce-server
 * processes on one database (PGlite is embedded, one process only). A throwaway PostgreSQL
 * database, two commerce servers on it (the first migrates and seeds, the second starts on the
 * seeded database), a storefront on the first, and a clock offset file both servers read
 * (`COMMERCE_CLOCK_OFFSET_FILE`), so the journey moves the clock of every process at once.
 * Decision 176 says what happens where no PostgreSQL can be had.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findPostgresBinDir, startCommerceServer, startPostgres } from '@vitrine/test-harness';
import { startStorefront, stopAll, waitUntilAnswering } from './shop.ts';

const exec = promisify(execFile);

export interface TwoServerShop {
  storefrontUrl: string;
  /** The commerce server the storefront talks to. */
  backendUrl: string;
  /** The second commerce server, on the same database: its scheduler races the first's. */
  secondBackendUrl: string;
  databaseUrl: string;
  /** Sets every server's clock to real time plus `ms` (the servers read the file again on change). */
  setClockOffset(ms: number): Promise<void>;
  stop(): Promise<void>;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Why this machine cannot have a PostgreSQL cluster, or undefined when it can (or may: as root,
 * `startPostgres` installs Debian's package, and a failure then fails the journey).
 */
export function postgresUnavailable(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.DATABASE_URL || findPostgresBinDir(env) || isRoot()) return undefined;
  return 'no PostgreSQL: no DATABASE_URL, no initdb/pg_ctl (PG_BIN_DIR, /usr/lib/postgresql/*/bin, PATH), and not root to install it';
}

/** A fresh database: in DATABASE_URL's server when given (dropped at the end), else a throwaway cluster. */
async function freshDatabase(): Promise<{ url: string; stop(): Promise<void> }> {
  const given = process.env.DATABASE_URL;
  if (!given) {
    const started = await startPostgres();
    if ('skipped' in started) throw new Error(`no PostgreSQL cluster: ${started.skipped}`);
    return started;
  }
  // Never the given database itself: the contract suites and other runs seed and use it.
  const name = `vitrine_journey_${process.pid}_${Date.now()}`;
  const bin = findPostgresBinDir();
  const psql = bin ? path.join(bin, 'psql') : 'psql';
  await exec(psql, [given, '-qtAX', '-c', `CREATE DATABASE ${name}`]);
  const url = new URL(given);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      await exec(psql, [given, '-qtAX', '-c', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
    },
  };
}

/**
 * Starts the shop on PostgreSQL with two commerce servers. Everything started is stopped and
 * removed by `stop()`, or at once when a later step fails.
 */
export async function startTwoServerShop(
  options: { backendEnv?: Record<string, string>; renewalIntervalMs?: number } = {},
): Promise<TwoServerShop> {
  const folder = await mkdtemp(path.join(tmpdir(), 'vitrine-journey-'));
  const clockFile = path.join(folder, 'clock-offset-ms');
  // The file exists from the start, so a server may watch it; written in place, never renamed.
  await writeFile(clockFile, '0');
  const cleanups: { stop(): Promise<void> }[] = [
    { stop: () => rm(folder, { recursive: true, force: true }) },
  ];
  const services: { stop(): Promise<void> }[] = [];
  const stop = async () => {
    // Servers first (they hold connections), then the database and the folder.
    await stopAll(services);
    for (const cleanup of cleanups.reverse()) await cleanup.stop().catch(() => undefined);
  };
  try {
    const database = await freshDatabase();
    cleanups.push(database);
    const env = {
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      TRUSTED_PROXIES: 'loopback',
      DATABASE_URL: database.url,
      COMMERCE_CLOCK_OFFSET_FILE: clockFile,
      SUBSCRIPTION_RENEWAL_INTERVAL_MS: String(options.renewalIntervalMs ?? 1000),
      ...options.backendEnv,
    };
    // One after the other: the first migrates and seeds (neither is safe to run twice at once);
    // the second finds the database seeded and only connects.
    const first = await startCommerceServer({ env, timeoutMs: 180_000 });
    services.push(first);
    // The storefront needs only the first: it starts while the second does.
    const [second, storefront] = await Promise.all([
      startCommerceServer({ env, timeoutMs: 180_000 }).then((started) => {
        services.push(started);
        return started;
      }),
      startStorefront(first.url).then((started) => {
        services.push(started);
        return started;
      }),
    ]);
    await Promise.all([
      waitUntilAnswering(`${first.url}/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D`),
      waitUntilAnswering(`${second.url}/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D`),
      waitUntilAnswering(storefront.url),
    ]);
    return {
      storefrontUrl: storefront.url,
      backendUrl: first.url,
      secondBackendUrl: second.url,
      databaseUrl: database.url,
      setClockOffset: (ms) => writeFile(clockFile, String(Math.round(ms))),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** One day in milliseconds, for clock offsets. */
export const DAY_MS = 24 * 60 * 60 * 1000;
