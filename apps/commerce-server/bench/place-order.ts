/**
 * `pnpm --filter @vitrine/commerce-server bench` (second part): place-order throughput and latency
 * with 20 concurrent shoppers, on PGlite and on PostgreSQL (DATABASE_URL, else a throwaway cluster
 * of @vitrine/test-harness). Every shopper retries its placeOrder once with the same
 * Idempotency-Key (a lost answer), a scarce product makes shoppers race for the last units, and a
 * fault round makes the database fail after payment. Checked: zero duplicate orders, zero oversell,
 * zero partial orders. Writes bench/commerce-server-orders.{json,md} at the repository root.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '@vitrine/test-harness';
import { MEMORY_DATA_DIR, readConfig } from '../src/config/env.ts';
import { startServer } from '../src/http/server.ts';
import type { RunningServer } from '../src/http/server.ts';
import { createLogger } from '../src/logger.ts';
import { makeClient, randomIp } from '../src/testing/shop-client.ts';
import {
  addItems,
  cartReadyForPayment,
  choosePayment,
  data,
  placeOrder,
  stockOf,
  testProduct,
  tokeniseCard,
} from '../src/testing/shop-flows.ts';
import type { ShopClient } from '../src/testing/shop-client.ts';
import { stats } from './measure.ts';
import type { Stats } from './measure.ts';

const OUTPUT_DIR = fileURLToPath(new URL('../../../bench/', import.meta.url));
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SCARCE_STOCK = 12;

interface Run {
  backend: string;
  shoppers: number;
  attempts: number;
  placed: number;
  refusedForStock: number;
  placeOrder: Stats;
  ordersPerSecond: number;
  duplicates: number;
  oversold: number;
  negativeStock: number;
  faultRound: {
    attempts: number;
    partialOrders: number;
    unreconciledPayments: number;
    stockChanged: boolean;
  };
}

const FAULT = `
CREATE OR REPLACE FUNCTION bench_fault_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN IF NEW.customer_email LIKE '%@fault.bench' THEN RAISE EXCEPTION 'injected fault'; END IF; RETURN NEW; END $$;
CREATE OR REPLACE TRIGGER bench_fault_order BEFORE INSERT ON sales_order FOR EACH ROW EXECUTE FUNCTION bench_fault_order();`;
const UNFAULT =
  'DROP TRIGGER IF EXISTS bench_fault_order ON sales_order; DROP FUNCTION IF EXISTS bench_fault_order();';

interface Shopper {
  client: ShopClient;
  cartId: string;
}

/** A shopper with a cart ready to order: a plentiful product and, while it lasts, the scarce one. */
async function prepare(
  server: RunningServer,
  sku: string,
  scarce: string,
  card: boolean,
): Promise<Shopper> {
  const client: ShopClient = makeClient(server.url, randomIp(), undefined);
  const cartId = await cartReadyForPayment(client, [{ sku, quantity: 1 }]);
  // Everyone wants the scarce product too; once it is sold out it can no longer be added.
  await addItems(client, cartId, [{ sku: scarce, quantity: 1 }]);
  data(
    await choosePayment(
      client,
      cartId,
      card
        ? {
            code: 'vitrine_card',
            vitrine_card: { payment_method_nonce: await tokeniseCard(client, '4111111111111111') },
          }
        : { code: 'banktransfer' },
    ),
  );
  return { client, cartId };
}

/** Places the order, then retries with the same key as after a lost answer: it must be the same order. */
async function order(shopper: Shopper): Promise<{
  ms: number;
  placed: boolean;
  stockRefusal: boolean;
  duplicate: boolean;
  cartId: string;
}> {
  const key = randomUUID();
  const started = performance.now();
  const first = data(await placeOrder(shopper.client, shopper.cartId, key)).placeOrder;
  const ms = performance.now() - started;
  const retry = data(await placeOrder(shopper.client, shopper.cartId, key)).placeOrder;
  const number = first.orderV2?.number;
  return {
    ms,
    placed: number !== undefined,
    stockRefusal: first.errors[0]?.message === 'The requested qty is not available',
    duplicate: number !== undefined && retry.orderV2?.number !== number,
    cartId: shopper.cartId,
  };
}

async function benchmark(server: RunningServer): Promise<Run> {
  const db = server.services.db;
  const plenty = await testProduct(db, { qty: 100_000, price: 1290 });
  const scarce = await testProduct(db, { qty: SCARCE_STOCK, price: 2490 });
  const results: Array<Awaited<ReturnType<typeof order>>> = [];
  let placingSeconds = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, (_, index) =>
        prepare(server, plenty.sku, scarce.sku, index % 2 === 0),
      ),
    );
    // Only the placing is timed: 20 shoppers press "order" at the same moment.
    const started = performance.now();
    results.push(...(await Promise.all(shoppers.map((shopper) => order(shopper)))));
    placingSeconds += (performance.now() - started) / 1000;
  }
  const orderCounts = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sales_order o JOIN quote q USING (quote_id) WHERE q.masked_id = ANY($1::text[]) GROUP BY o.quote_id HAVING count(*) > 1`,
    [results.map((result) => result.cartId)],
  );
  const scarceLeft = await stockOf(db, scarce.sku);
  const scarceSold = await db.query<{ n: number }>(
    'SELECT coalesce(sum(qty), 0)::int AS n FROM sales_order_item WHERE sku = $1',
    [scarce.sku],
  );
  // Fault round: the order insert fails after the card is authorised.
  await db.exec(FAULT);
  const faultProduct = await testProduct(db, { qty: 1000 });
  const faultCarts: string[] = [];
  await Promise.all(
    Array.from({ length: 5 }, async () => {
      const client = makeClient(server.url, randomIp(), undefined);
      const cartId = await cartReadyForPayment(client, [{ sku: faultProduct.sku, quantity: 1 }], {
        email: `${randomUUID()}@fault.bench`,
      });
      faultCarts.push(cartId);
      data(
        await choosePayment(client, cartId, {
          code: 'vitrine_card',
          vitrine_card: { payment_method_nonce: await tokeniseCard(client, '4111111111111111') },
        }),
      );
      await placeOrder(client, cartId, randomUUID());
    }),
  );
  await db.exec(UNFAULT);
  const partial = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM sales_order o JOIN quote q USING (quote_id) WHERE q.masked_id = ANY($1::text[])',
    [faultCarts],
  );
  const unreconciled = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM payment_transaction p JOIN quote q USING (quote_id) WHERE q.masked_id = ANY($1::text[]) AND p.state = 'authorised' AND p.order_id IS NULL AND NOT p.needs_reconciliation`,
    [faultCarts],
  );
  const placed = results.filter((result) => result.placed).length;
  return {
    backend: db.kind,
    shoppers: SHOPPERS,
    attempts: results.length,
    placed,
    refusedForStock: results.filter((result) => result.stockRefusal).length,
    placeOrder: stats(results.map((result) => result.ms)),
    ordersPerSecond: Math.round((placed / placingSeconds) * 10) / 10,
    duplicates: orderCounts.length + results.filter((result) => result.duplicate).length,
    oversold: Math.max(0, (scarceSold[0]?.n ?? 0) - SCARCE_STOCK),
    negativeStock: scarceLeft < 0 ? 1 : 0,
    faultRound: {
      attempts: 5,
      partialOrders: partial[0]?.n ?? 0,
      unreconciledPayments: unreconciled[0]?.n ?? 0,
      stockChanged: (await stockOf(db, faultProduct.sku)) !== 1000,
    },
  };
}

const log = createLogger('info');
const runs: Run[] = [];
const targets: Array<{ env: Record<string, string>; stop?: () => Promise<void> }> = [
  { env: { DATA_DIR: MEMORY_DATA_DIR } },
];
if (process.env.DATABASE_URL) targets.push({ env: { DATABASE_URL: process.env.DATABASE_URL } });
else {
  const started = await startPostgres();
  if ('skipped' in started) log.warn('PostgreSQL run skipped', { reason: started.skipped });
  else targets.push({ env: { DATABASE_URL: started.url }, stop: () => started.stop() });
}
for (const target of targets) {
  const server = await startServer(
    readConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TRUSTED_PROXIES: '127.0.0.1,::1',
      ...target.env,
    }),
    createLogger('error'),
  );
  const run = await benchmark(server);
  runs.push(run);
  log.info('place-order bench', { ...run, placeOrder: run.placeOrder });
  await server.close();
  await target.stop?.();
}

const pass = (run: Run) =>
  run.duplicates === 0 &&
  run.oversold === 0 &&
  run.negativeStock === 0 &&
  run.faultRound.partialOrders === 0 &&
  run.faultRound.unreconciledPayments === 0 &&
  !run.faultRound.stockChanged;
const table = [
  '| backend | shoppers | attempts | placed | refused (stock) | placeOrder p50 | placeOrder p95 | orders/s | duplicates | oversold | fault round (partial orders / unreconciled payments) | result |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
  ...runs.map(
    (run) =>
      `| ${run.backend} | ${run.shoppers} | ${run.attempts} | ${run.placed} | ${run.refusedForStock} | ${run.placeOrder.p50} ms | ${run.placeOrder.p95} ms | ${run.ordersPerSecond} | ${run.duplicates} | ${run.oversold} | ${run.faultRound.partialOrders} / ${run.faultRound.unreconciledPayments} | ${pass(run) ? 'pass' : 'FAIL'} |`,
  ),
].join('\n');
process.stdout.write(`\n${table}\n`);
await mkdir(OUTPUT_DIR, { recursive: true });
const meta = {
  date: new Date().toISOString(),
  node: process.version,
  rounds: ROUNDS,
  note: `${SHOPPERS} concurrent shoppers per round, each retrying placeOrder once with its key; half pay by card, half by bank transfer; a product with ${SCARCE_STOCK} units in every cart`,
};
await writeFile(
  `${OUTPUT_DIR}commerce-server-orders.json`,
  `${JSON.stringify({ ...meta, runs }, null, 2)}\n`,
);
await writeFile(
  `${OUTPUT_DIR}commerce-server-orders.md`,
  `# Commerce server: placing orders under concurrency\n\n${meta.date}, ${meta.note}, ${ROUNDS} rounds.\n\n${table}\n`,
);
if (!runs.every(pass)) process.exitCode = 1;
