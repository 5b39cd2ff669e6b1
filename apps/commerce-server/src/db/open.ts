import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MEMORY_DATA_DIR } from '../config/env.ts';
import type { ServerConfig } from '../config/env.ts';
import type { Logger } from '../logger.ts';
import { isSeeded, seedDatabase } from '../seed/seed.ts';
import type { Database } from './database.ts';
import { listMigrations, migrate } from './migrate.ts';
import { openPglite } from './pglite.database.ts';
import { openPostgres } from './postgres.database.ts';

const SEED_DIR = fileURLToPath(new URL('../seed/', import.meta.url));

/**
 * Key of a seeded snapshot: changes whenever a migration or a seed source file changes, so a stale
 * cached dump is never loaded.
 */
export async function seedFingerprint(size: number): Promise<string> {
  const hash = createHash('sha256').update(`size=${size}`);
  for (const migration of await listMigrations())
    hash.update(migration.version).update(migration.sql);
  for (const name of (await readdir(SEED_DIR)).filter((file) => file.endsWith('.ts')).sort()) {
    hash.update(name).update(await readFile(join(SEED_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function migrateAndSeed(db: Database, config: ServerConfig, logger: Logger): Promise<void> {
  await migrate(db, (version) => logger.info('migrating', { version }));
  if (!(await isSeeded(db))) {
    logger.info('seeding', { size: config.seedSize });
    await seedDatabase(db, {
      size: config.seedSize,
      onStep: (step, detail) => logger.info('seeded', { step, ...detail }),
    });
  }
}

function snapshotPath(fingerprint: string): string {
  return join(tmpdir(), 'vitrine-commerce-seed', `pglite-${fingerprint}.tar.gz`);
}

async function readSnapshot(path: string): Promise<Blob | undefined> {
  if (!existsSync(path)) return undefined;
  return new Blob([await readFile(path)]);
}

/** Snapshots kept besides the newest ones; older fingerprints are dead weight (100 000 products ≈ 100 MB). */
const SNAPSHOTS_KEPT = 4;

async function pruneSnapshots(dir: string): Promise<void> {
  const files = await Promise.all(
    (await readdir(dir))
      .filter((name) => name.endsWith('.tar.gz'))
      .map(async (name) => ({ name, mtime: (await stat(join(dir, name))).mtimeMs })),
  );
  for (const file of files.sort((a, b) => b.mtime - a.mtime).slice(SNAPSHOTS_KEPT))
    await rm(join(dir, file.name), { force: true });
}

async function writeSnapshot(path: string, dump: Blob, logger: Logger): Promise<void> {
  try {
    await mkdir(join(path, '..'), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
    await rename(temporary, path);
    await pruneSnapshots(join(path, '..'));
  } catch (error) {
    // A cache miss next time is harmless; never fail a start because tmp is read-only.
    logger.warn('could not cache the seeded snapshot', { error });
  }
}

/**
 * Opens the configured database, applies migrations and seeds it on first use.
 * PGlite starts from a cached seeded snapshot (os tmpdir, keyed by seed fingerprint) when one exists:
 * initdb plus seeding takes seconds, loading the snapshot well under one.
 */
export async function openDatabase(config: ServerConfig, logger: Logger): Promise<Database> {
  if (config.databaseUrl) {
    const db = openPostgres(config.databaseUrl);
    logger.info('database', { kind: 'postgres' });
    await migrateAndSeed(db, config, logger);
    return db;
  }
  const memory = config.dataDir === MEMORY_DATA_DIR || config.dataDir.startsWith('memory://');
  const fresh = memory || !existsSync(join(config.dataDir, 'PG_VERSION'));
  const snapshot = fresh ? snapshotPath(await seedFingerprint(config.seedSize)) : undefined;
  const cached = snapshot ? await readSnapshot(snapshot) : undefined;
  if (!memory) await mkdir(config.dataDir, { recursive: true });
  logger.info('database', {
    kind: 'pglite',
    dataDir: config.dataDir,
    fromSnapshot: cached !== undefined,
  });
  const db = await openPglite({
    dataDir: memory ? MEMORY_DATA_DIR : config.dataDir,
    ...(cached ? { loadDataDir: cached } : {}),
  });
  const wasSeeded = await isSeededSafe(db);
  await migrateAndSeed(db, config, logger);
  if (snapshot && !cached && !wasSeeded) await writeSnapshot(snapshot, await db.dump(), logger);
  return db;
}

async function isSeededSafe(db: Database): Promise<boolean> {
  const rows = await db.query<{ present: boolean }>(
    "SELECT to_regclass('public.store') IS NOT NULL AS present",
  );
  return rows[0]?.present === true && (await isSeeded(db));
}
