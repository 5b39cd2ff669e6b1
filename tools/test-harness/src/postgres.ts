import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throwaway PostgreSQL cluster. */
export interface StartedPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`, trust authentication. */
  url: string;
  /** Stops the cluster and removes its folder. */
  stop(): Promise<void>;
}

/** Why no cluster could be started (no binaries and no way to install them, initdb failed…). */
export interface SkippedPostgres {
  skipped: string;
}

interface RunAs {
  uid?: number;
  gid?: number;
}

function run(
  command: string,
  args: string[],
  runAs: RunAs = {},
  timeout = 120_000,
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { ...runAs, timeout, env: { ...process.env, LC_ALL: 'C' } },
      (error, stdout, stderr) => {
        if (error)
          reject(new Error(`${command} ${args.join(' ')} failed: ${error.message}\n${stderr}`));
        else resolve(stdout);
      },
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function hasInitdb(dir: string | undefined): dir is string {
  return dir !== undefined && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
}

/** PG_BIN_DIR, then the newest /usr/lib/postgresql/<version>/bin, then PATH. */
export function findPostgresBinDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (hasInitdb(env.PG_BIN_DIR)) return env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const dir = join(root, version, 'bin');
      if (hasInitdb(dir)) return dir;
    }
  }
  return (env.PATH ?? '').split(':').find((dir) => hasInitdb(dir));
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

async function installWithApt(): Promise<void> {
  try {
    await run('apt-get', ['install', '-y', '-q', 'postgresql'], {}, 600_000);
  } catch {
    await run('apt-get', ['update', '-q'], {}, 600_000);
    await run('apt-get', ['install', '-y', '-q', 'postgresql'], {}, 600_000);
  }
}

async function postgresUser(): Promise<RunAs> {
  const uid = Number((await run('id', ['-u', 'postgres'])).trim());
  const gid = Number((await run('id', ['-g', 'postgres'])).trim());
  return { uid, gid };
}

/**
 * Creates a throwaway cluster with `initdb` and starts it with `pg_ctl` on a free port in a temporary
 * folder (as the `postgres` user when running as root, since PostgreSQL refuses to run as root).
 * Installs Debian's `postgresql` with apt when no binaries are found and we are root.
 * @returns the connection URL and `stop()`, or `{ skipped }` with the reason when impossible.
 */
export async function startPostgres(): Promise<StartedPostgres | SkippedPostgres> {
  let binDir = findPostgresBinDir();
  if (!binDir && isRoot()) {
    try {
      await installWithApt();
    } catch (error) {
      return {
        skipped: `PostgreSQL binaries missing and apt-get install failed: ${String(error)}`,
      };
    }
    binDir = findPostgresBinDir();
  }
  if (!binDir)
    return {
      skipped: 'no initdb/pg_ctl found (PG_BIN_DIR, /usr/lib/postgresql/*/bin, PATH) and not root',
    };

  let runAs: RunAs = {};
  if (isRoot()) {
    try {
      runAs = await postgresUser();
    } catch {
      return { skipped: 'running as root but there is no postgres user to run the server as' };
    }
  }
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-pg-'));
  if (runAs.uid !== undefined) await chown(dir, runAs.uid, runAs.gid ?? runAs.uid);
  const data = join(dir, 'data');
  const port = await freePort();
  try {
    await run(
      join(binDir, 'initdb'),
      ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C'],
      runAs,
    );
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    await run(
      join(binDir, 'pg_ctl'),
      ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start'],
      runAs,
    );
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    return { skipped: `could not start a PostgreSQL cluster: ${String(error)}` };
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await run(join(binDir, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], runAs).catch(
        () => undefined,
      );
      await rm(dir, { recursive: true, force: true });
    },
  };
}
