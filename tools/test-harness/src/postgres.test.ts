import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPostgresBinDir, startPostgres } from './postgres.ts';

describe('startPostgres', () => {
  it('prefers PG_BIN_DIR when it holds initdb and pg_ctl', () => {
    const found = findPostgresBinDir({ PG_BIN_DIR: '/nonexistent', PATH: '' });
    // A bogus PG_BIN_DIR falls through to the system locations (or nothing at all).
    expect(found === undefined || found !== '/nonexistent').toBe(true);
  });

  it('starts a throwaway cluster that accepts connections, then removes it', async () => {
    const started = await startPostgres();
    if ('skipped' in started) {
      // Only on machines without binaries and without root; the reason is printed for the log.
      process.stdout.write(`startPostgres skipped: ${started.skipped}\n`);
      expect(started.skipped.length).toBeGreaterThan(0);
      return;
    }
    const psql = join(findPostgresBinDir() ?? '', 'psql');
    const answer = execFileSync(psql, [started.url, '-tAc', 'SELECT 40 + 2'], { encoding: 'utf8' });
    const dataDirectory = execFileSync(psql, [started.url, '-tAc', 'SHOW data_directory'], {
      encoding: 'utf8',
    }).trim();
    await started.stop();
    expect(answer.trim()).toBe('42');
    expect(dataDirectory).not.toBe('');
    expect(existsSync(dataDirectory)).toBe(false);
  }, 180_000);
});
