/**
 * `pnpm --filter @vitrine/commerce-server bench`: p50/p95 of the catalogue reads through GraphQL over
 * HTTP and as raw SQL, at the default seed and at 100 000 products (BENCH_SIZES=120,100000 to change).
 * Writes bench/commerce-server-<backend>.{json,md} at the repository root. BENCH_SCENARIOS=search
 * runs only the reads whose name contains one of its comma-separated words, and replaces just
 * those rows of the existing report, so one read can be re-measured without the rest.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { MEMORY_DATA_DIR, readConfig } from '../src/config/env.ts';
import { startServer } from '../src/http/server.ts';
import { createLogger } from '../src/logger.ts';
import { measure } from './measure.ts';
import type { Stats } from './measure.ts';
import { SCENARIOS } from './scenarios.ts';

const OUTPUT_DIR = fileURLToPath(new URL('../../../bench/', import.meta.url));
const requested = (process.env.BENCH_SIZES ?? '120,100000')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
// A real PostgreSQL database is seeded once: bench only the first size there, never drop it.
const sizes = process.env.DATABASE_URL ? requested.slice(0, 1) : requested;
const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
const only = (process.env.BENCH_SCENARIOS ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const scenarios = SCENARIOS.filter(
  (scenario) => only.length === 0 || only.some((word) => scenario.name.includes(word)),
);
if (scenarios.length === 0) throw new Error(`BENCH_SCENARIOS="${only.join(',')}" matches no read`);

interface Row {
  size: number;
  backend: string;
  scenario: string;
  graphql: Stats;
  sql: Stats;
  ratio: number;
  target: number | undefined;
  pass: boolean | undefined;
  /** When a filtered run (BENCH_SCENARIOS) measured the row; unset: the report's date. */
  measured?: string;
  /** BENCH_NOTE of a filtered run: the conditions it ran in (machine load…). */
  note?: string;
}

const rows: Row[] = [];
const log = createLogger('info');
for (const size of sizes) {
  const started = Date.now();
  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: MEMORY_DATA_DIR,
    SEED_SIZE: String(size),
    LOG_LEVEL: 'warn',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  };
  const server = await startServer(readConfig(env), createLogger('warn'));
  log.info('bench server ready', {
    size,
    backend: server.services.db.kind,
    ms: Date.now() - started,
  });
  for (const scenario of scenarios) {
    const url = `${server.url}/graphql?query=${encodeURIComponent(scenario.query)}`;
    const graphql = await measure(async () => {
      // One retry: a keep-alive socket the server closed while the SQL series ran is not a server failure.
      const response = await fetch(url, { headers: { Store: 'fr' } }).catch(() =>
        fetch(url, { headers: { Store: 'fr' } }),
      );
      const body = (await response.json()) as { errors?: unknown };
      if (body.errors) throw new Error(`${scenario.name} failed: ${JSON.stringify(body.errors)}`);
    }, iterations);
    const sql = await measure(() => scenario.sql(server.services.db), iterations);
    const target = scenario.target?.(size);
    rows.push({
      size,
      backend: server.services.db.kind,
      scenario: scenario.name,
      graphql,
      sql,
      ratio: Math.round((graphql.p95 / Math.max(sql.p95, 0.01)) * 10) / 10,
      target,
      pass: target === undefined ? undefined : graphql.p95 <= target,
    });
    log.info('bench', {
      size,
      scenario: scenario.name,
      p50: graphql.p50,
      p95: graphql.p95,
      sqlP50: sql.p50,
      sqlP95: sql.p95,
    });
  }
  await server.close();
}

await mkdir(OUTPUT_DIR, { recursive: true });
// One report per backend, so a PostgreSQL run (DATABASE_URL) does not overwrite the PGlite one.
const backend = rows[0]?.backend ?? 'pglite';
const report = `${OUTPUT_DIR}commerce-server-${backend}`;
const now = new Date().toISOString();
let meta = {
  date: now,
  iterations,
  node: process.version,
  note: 'sequential requests over loopback HTTP, warm caches',
};
let all = rows;
if (only.length > 0) {
  // A filtered run keeps the other rows of the last full report and replaces or adds its own.
  const previous = JSON.parse(await readFile(`${report}.json`, 'utf8').catch(() => '{}')) as {
    rows?: Row[];
  } & Partial<typeof meta>;
  const key = (row: Row) => `${row.size}/${row.scenario}`;
  const note = process.env.BENCH_NOTE;
  const fresh = new Map(
    rows.map((row) => [key(row), { ...row, measured: now, ...(note ? { note } : {}) }]),
  );
  const kept = (previous.rows ?? []).map((row) => fresh.get(key(row)) ?? row);
  const added = [...fresh.values()].filter(
    (row) => !(previous.rows ?? []).some((old) => key(old) === key(row)),
  );
  all = [...kept, ...added].sort((a, b) => a.size - b.size);
  meta = { ...meta, ...previous, iterations, node: process.version };
}
const table = [
  '| products | backend | read | GraphQL p50 | GraphQL p95 | SQL p50 | SQL p95 | p95 ratio | target p95 |',
  '| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ...all.map(
    (row) =>
      `| ${row.size} | ${row.backend} | ${row.scenario}${row.measured ? ` (${row.measured.slice(0, 10)}${row.note ? `; ${row.note}` : ''})` : ''} | ${row.graphql.p50} ms | ${row.graphql.p95} ms | ${row.sql.p50} ms | ${row.sql.p95} ms | ${row.ratio}× | ${row.target === undefined ? '–' : `≤ ${row.target} ms ${row.pass ? 'pass' : 'FAIL'}`} |`,
  ),
].join('\n');
process.stdout.write(`\n${table}\n`);
await writeFile(`${report}.json`, `${JSON.stringify({ ...meta, rows: all }, null, 2)}\n`);
await writeFile(
  `${report}.md`,
  `# Commerce server catalogue reads (${backend})\n\n${meta.date}, ${iterations} sequential requests per read, ${meta.note}; a read with a date in brackets was re-measured alone that day (BENCH_SCENARIOS).\n\n${table}\n`,
);
