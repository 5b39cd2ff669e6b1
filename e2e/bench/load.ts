/**
 * Reliability case L1 in `pnpm bench`: the commerce server on PostgreSQL, on loopback, under 100
 * users browsing and 10 checking out for BENCH_LOAD_SECONDS (default 120: a bounded run, not the
 * 10 minutes of the reference), plus one attacker sending depth, alias, complexity and batching
 * attacks during the second half (after a warm-up of 10 s, left out of the figures). Reports p95 GraphQL latency (quiet half vs attacked half), the
 * error rate, orders placed, and checks in the database: zero oversell, zero negative stock, zero
 * duplicate orders. Writes bench/load.json and bench/load.md; exits 1 when a correctness check fails.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findPostgresBinDir, startCommerceServer, startPostgres } from '@vitrine/test-harness';
import { repoRoot } from '../src/services.ts';
import { attackingUser, browsingUser, checkoutUser } from './load-users.ts';
import type { CheckoutTally, LoadTarget, Sample } from './load-users.ts';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 120);
const BROWSERS = Number(process.env.BENCH_LOAD_BROWSERS ?? 100);
const BUYERS = Number(process.env.BENCH_LOAD_BUYERS ?? 10);
/** Units of the scarce product: fewer than the buyers will want, so they race for the last ones. */
const SCARCE_STOCK = Number(process.env.BENCH_LOAD_STOCK ?? 150);
const BUDGETS = { errorRate: 0.01, attackedP95Increase: 0.1, oversold: 0, duplicates: 0 };

const run = promisify(execFile);

async function sql(url: string, statement: string): Promise<string> {
  const bin = findPostgresBinDir();
  const psql = bin ? path.join(bin, 'psql') : 'psql';
  const { stdout } = await run(psql, [url, '-tAX', '-c', statement]);
  return stdout.trim();
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return (
    Math.round(
      sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10,
    ) / 10
  );
}

async function gql(url: string, query: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Store: 'fr' },
    body: JSON.stringify({ query }),
  });
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** Category uids, product url keys and a scarce in-stock simple product from the seeded catalogue. */
async function catalogueOf(url: string) {
  const menu = (await gql(
    url,
    '{ categoryList(filters: {}) { children { uid children { uid } } } }',
  )) as {
    categoryList: Array<{ children: Array<{ uid: string; children: Array<{ uid: string }> }> }>;
  };
  const categoryUids = menu.categoryList.flatMap((root) =>
    root.children.flatMap((top) => [top.uid, ...top.children.map((c) => c.uid)]),
  );
  const page = (await gql(
    url,
    '{ products(search: "vitamine", pageSize: 60) { items { __typename sku url_key stock_status } } }',
  )) as {
    products: {
      items: Array<{ __typename: string; sku: string; url_key: string; stock_status: string }>;
    };
  };
  const urlKeys = page.products.items.map((item) => item.url_key);
  const scarce = page.products.items.find(
    (item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK',
  );
  if (!scarce || categoryUids.length === 0)
    throw new Error('the seeded catalogue has no category or in-stock simple product');
  return {
    categoryUids,
    urlKeys,
    terms: ['vitamine', 'magnésium', 'omega 3', 'zinc', 'fer', 'sommeil', 'collagène'],
    scarceSku: scarce.sku,
  };
}

const database = process.env.DATABASE_URL
  ? { url: process.env.DATABASE_URL, stop: async () => {} }
  : await startPostgres();
const dir = path.join(repoRoot, 'bench');
mkdirSync(dir, { recursive: true });
if ('skipped' in database) {
  const note = `L1 load bench skipped: no PostgreSQL (${database.skipped}).`;
  writeFileSync(path.join(dir, 'load.md'), `# Load bench (L1)\n\n${note}\n`);
  console.log(note);
  process.exit(0);
}

const server = await startCommerceServer({
  env: {
    DATABASE_URL: database.url,
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    // Each virtual user has its own client address, as behind the storefront.
    TRUSTED_PROXIES: '127.0.0.1,::1,::ffff:127.0.0.1',
  },
  timeoutMs: 600_000,
});
let failed: boolean | undefined;
try {
  const catalogue = await catalogueOf(server.url);
  await sql(
    database.url,
    `UPDATE product SET qty = ${SCARCE_STOCK}, in_stock = true WHERE sku = '${catalogue.scarceSku.replace(/'/g, "''")}'`,
  );
  const ordersBefore = Number(await sql(database.url, 'SELECT count(*) FROM sales_order'));

  const samples: Sample[] = [];
  // The machine's load before the run: the latency figures mean little without it.
  const loadBefore = loadavg()[0] ?? 0;
  const started = Date.now();
  const warmupMs = Math.min(10_000, SECONDS * 100);
  const target: LoadTarget = {
    url: server.url,
    samples,
    catalogue,
    scarceSku: catalogue.scarceSku,
    running: () => Date.now() - started < SECONDS * 1000,
    phase: () => {
      const elapsed = Date.now() - started;
      return elapsed < warmupMs
        ? 'warmup'
        : elapsed < warmupMs + (SECONDS * 1000 - warmupMs) / 2
          ? 'quiet'
          : 'attack';
    },
  };
  const tally: CheckoutTally = {
    placed: 0,
    refusedForStock: 0,
    duplicateAnswers: 0,
    orderNumbers: [],
  };
  const attacks = new Map<string, number>();
  await Promise.all([
    ...Array.from({ length: BROWSERS }, () => browsingUser(target)),
    ...Array.from({ length: BUYERS }, () => checkoutUser(target, tally)),
    attackingUser(target, attacks),
  ]);

  const sold = Number(
    await sql(
      database.url,
      `SELECT coalesce(sum(i.qty), 0) FROM sales_order_item i WHERE i.sku = '${catalogue.scarceSku.replace(/'/g, "''")}'`,
    ),
  );
  const left = Number(
    await sql(
      database.url,
      `SELECT qty FROM product WHERE sku = '${catalogue.scarceSku.replace(/'/g, "''")}'`,
    ),
  );
  const negativeStock = Number(
    await sql(database.url, 'SELECT count(*) FROM product WHERE qty < 0'),
  );
  const ordersPerCart = Number(
    await sql(
      database.url,
      'SELECT count(*) FROM (SELECT quote_id FROM sales_order GROUP BY quote_id HAVING count(*) > 1) d',
    ),
  );
  const ordersAfter = Number(await sql(database.url, 'SELECT count(*) FROM sales_order'));

  samples.splice(0, samples.length, ...samples.filter((s) => s.phase !== 'warmup'));
  const of = (kind: Sample['kind'], phase?: Sample['phase']) =>
    samples.filter((s) => s.kind === kind && (!phase || s.phase === phase));
  const shopper = samples.filter((s) => s.kind !== 'attack');
  const shopperErrors = shopper.filter((s) => s.failed).length;
  const quietP95 = percentile(
    shopper.filter((s) => s.phase === 'quiet').map((s) => s.ms),
    95,
  );
  const attackedP95 = percentile(
    shopper.filter((s) => s.phase === 'attack').map((s) => s.ms),
    95,
  );
  const report = {
    date: new Date().toISOString(),
    seconds: SECONDS,
    machine: { cores: cpus().length, loadAverageBefore: Math.round(loadBefore * 10) / 10, loadAverageAfter: Math.round((loadavg()[0] ?? 0) * 10) / 10 },
    users: { browsing: BROWSERS, checkingOut: BUYERS, attackers: 1 },
    budgets: BUDGETS,
    requests: shopper.length,
    requestsPerSecond: Math.round((shopper.length / SECONDS) * 10) / 10,
    errorRate: shopper.length ? Math.round((shopperErrors / shopper.length) * 10000) / 10000 : 0,
    p95Ms: {
      all: percentile(
        shopper.map((s) => s.ms),
        95,
      ),
      quiet: quietP95,
      attacked: attackedP95,
    },
    p95BrowseMs: {
      quiet: percentile(
        of('browse', 'quiet').map((s) => s.ms),
        95,
      ),
      attacked: percentile(
        of('browse', 'attack').map((s) => s.ms),
        95,
      ),
    },
    p95CheckoutMs: percentile(
      of('checkout').map((s) => s.ms),
      95,
    ),
    attackedP95Increase: quietP95
      ? Math.round(((attackedP95 - quietP95) / quietP95) * 1000) / 1000
      : 0,
    attacks: {
      sent: of('attack').length,
      accepted: of('attack').filter((s) => s.failed).length,
      byKind: Object.fromEntries(attacks),
      p95Ms: percentile(
        of('attack').map((s) => s.ms),
        95,
      ),
    },
    orders: {
      placed: tally.placed,
      inDatabase: ordersAfter - ordersBefore,
      refusedForStock: tally.refusedForStock,
    },
    scarce: {
      sku: catalogue.scarceSku,
      initial: SCARCE_STOCK,
      sold,
      left,
      oversold: Math.max(0, sold - SCARCE_STOCK) + (sold + left !== SCARCE_STOCK ? 1 : 0),
    },
    negativeStock,
    duplicates: {
      cartsWithTwoOrders: ordersPerCart,
      differentAnswersForOneKey: tally.duplicateAnswers,
      placedButNotStored: tally.placed - (ordersAfter - ordersBefore),
    },
  };
  const correctness = {
    'error rate < 1 %': report.errorRate < BUDGETS.errorRate,
    'every attack refused': report.attacks.accepted === 0 && report.attacks.sent > 0,
    'zero oversell (sold + left = initial, sold ≤ initial)':
      report.scarce.oversold === 0 && negativeStock === 0,
    'zero duplicate orders':
      ordersPerCart === 0 &&
      tally.duplicateAnswers === 0 &&
      report.duplicates.placedButNotStored === 0,
    'orders were placed': tally.placed > 0,
  };
  failed = Object.values(correctness).includes(false);
  writeFileSync(
    path.join(dir, 'load.json'),
    `${JSON.stringify({ ...report, checks: correctness }, null, 2)}\n`,
  );
  const lines = [
    '# Load bench (L1)',
    '',
    `Measured ${report.date} on this machine: commerce server (NODE_ENV=production) on PostgreSQL, on loopback; ${BROWSERS} users browsing (0.5–1.5 s think time), ${BUYERS} checking out as guests (each placeOrder sent twice with one Idempotency-Key), 1 attacker without think time during the second half; ${SECONDS} s, the first ${Math.min(10, SECONDS / 10)} s of warm-up left out.`,
    '',
    `Machine: ${report.machine.cores} cores, load average ${report.machine.loadAverageBefore} before the run and ${report.machine.loadAverageAfter} at its end (the run itself included).`,
    '',
    '| Measure | Value |',
    '|---|---|',
    `| Shopper requests | ${report.requests} (${report.requestsPerSecond}/s) |`,
    `| Error rate | ${(report.errorRate * 100).toFixed(2)} % (budget < ${BUDGETS.errorRate * 100} %) |`,
    `| p95 GraphQL latency, all shopper calls | ${report.p95Ms.all} ms |`,
    `| p95 quiet half / attacked half | ${quietP95} ms / ${attackedP95} ms (${(report.attackedP95Increase * 100).toFixed(1)} %; reference ≤ ${BUDGETS.attackedP95Increase * 100} %) |`,
    `| p95 browsing quiet / attacked | ${report.p95BrowseMs.quiet} ms / ${report.p95BrowseMs.attacked} ms |`,
    `| p95 checkout calls | ${report.p95CheckoutMs} ms |`,
    `| Attacks sent / accepted | ${report.attacks.sent} / ${report.attacks.accepted} (${Object.entries(
      report.attacks.byKind,
    )
      .map(([k, n]) => `${k}: ${n}`)
      .join(', ')}), p95 ${report.attacks.p95Ms} ms |`,
    `| Orders placed (answers / rows) | ${tally.placed} / ${report.orders.inDatabase}; refused for stock: ${tally.refusedForStock} |`,
    `| Scarce product ${catalogue.scarceSku} | ${SCARCE_STOCK} units: ${sold} sold, ${left} left |`,
    `| Oversell / negative stock | ${report.scarce.oversold} / ${negativeStock} |`,
    `| Duplicate orders (carts with two orders / two numbers for one key) | ${ordersPerCart} / ${tally.duplicateAnswers} |`,
    '',
    ...Object.entries(correctness).map(([check, ok]) => `- ${ok ? 'pass' : 'FAIL'}: ${check}`),
    '',
    'The load generator runs on the same 2 cores as the server, a machine shared with other work: the p95 change under attack is reported against the reference (≤ 10 %), not enforced; the correctness checks fail the bench.',
    '',
  ];
  writeFileSync(path.join(dir, 'load.md'), lines.join('\n'));
  console.log(lines.join('\n'));
} finally {
  await server.stop();
  await database.stop();
}
process.exit(failed === false ? 0 : 1);
