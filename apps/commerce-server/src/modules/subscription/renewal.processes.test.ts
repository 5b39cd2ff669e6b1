import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config/env.ts';
import { openDatabase } from '../../db/open.ts';
import type { Database } from '../../db/database.ts';
import { createLogger } from '../../logger.ts';
import { makeClient, randomIp } from '../../testing/shop-client.ts';
import { postgresTarget } from '../../testing/test-server.ts';
import { storeInstant } from '../../testing/store-clock.ts';
import { addDays, storeDate } from '../platform/index.ts';
import { subscribableProduct, subscribedCustomer } from './subscription.testing.ts';

const APP_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const INTERVAL_MS = 150;
const target = postgresTarget();

/** A commerce server started as main.ts is, in its own process. */
async function startProcess(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    join(APP_ROOT, 'node_modules/.bin/tsx'),
    ['--conditions=@vitrine/source', 'src/main.ts'],
    {
      cwd: APP_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(() => reject(new Error(`no start: ${buffered}`)), 90_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = /"msg":"listening".*?"url":"([^"]+)"|"url":"([^"]+)".*?"msg":"listening"/.exec(
        buffered,
      );
      if (match) {
        clearTimeout(timer);
        resolve(match[1] ?? match[2] ?? '');
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => void (buffered += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${buffered}`)));
  });
  return { child, url };
}

const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

describe.skipIf('skipped' in target)(
  'subscription renewals with two server processes on one PostgreSQL database',
  () => {
    const url = 'url' in target ? target.url : '';
    const name = `vitrine_subs_${randomBytes(4).toString('hex')}`;
    const own = new URL(url);
    own.pathname = `/${name}`;
    const folder = mkdtempSync(join(tmpdir(), 'vitrine-clock-'));
    const clockFile = join(folder, 'offset');
    const children: ChildProcess[] = [];
    let db: Database | undefined;

    beforeAll(async () => {
      // A database of its own: the other suites' subscriptions must not renew when this clock moves.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      db = await openDatabase(
        readConfig({ DATABASE_URL: own.toString(), SEED_SIZE: '16' }),
        createLogger('warn'),
      );
      writeFileSync(clockFile, '0');
    }, 180_000);

    afterAll(async () => {
      await Promise.all(children.map(stopProcess));
      await db?.close();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
      rmSync(folder, { recursive: true, force: true });
    }, 60_000);

    it('places one renewal order and one e-mail per subscription and due date when both schedulers race', async () => {
      const database = db;
      if (!database) throw new Error('no database');
      const env = {
        DATABASE_URL: own.toString(),
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        PASSWORD_SCRYPT_N: '1024',
        COMMERCE_CLOCK_OFFSET_FILE: clockFile,
        SUBSCRIPTION_RENEWAL_INTERVAL_MS: String(INTERVAL_MS),
      };
      const [first, second] = await Promise.all([startProcess(env), startProcess(env)]);
      children.push(first.child, second.child);
      const product = await subscribableProduct(database, 2000, 100);
      // Three subscribers, through both processes: several renewals fall due at the same tick.
      const subscribers = [];
      for (const base of [first.url, second.url, first.url])
        subscribers.push(
          await subscribedCustomer(makeClient(base, randomIp(), undefined), product.sku, 30),
        );
      const countOrders = async () =>
        (
          await database.query<{ count: number }>('SELECT count(*)::int AS count FROM sales_order')
        )[0]?.count ?? 0;
      const countRenewals = async () =>
        (
          await database.query<{ count: number }>(
            "SELECT count(*)::int AS count FROM vitrine_subscription_renewal WHERE outcome = 'placed'",
          )
        )[0]?.count ?? 0;
      expect(await countRenewals()).toBe(0);
      const ordersBefore = await countOrders();

      // Noon in Paris 30 calendar days after the last subscription (30 days of 24 h from 00:xx
      // end on the day before when they cross the autumn clock change).
      const due = addDays(storeDate(new Date()), 30);
      writeFileSync(clockFile, String(storeInstant(due, '12:00') - Date.now()));
      const deadline = Date.now() + 60_000;
      while ((await countRenewals()) < subscribers.length && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
      // Let both schedulers tick several more times: nothing may be added.
      await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS * 10));

      const renewals = await database.query<{
        subscription_id: number;
        due_date: string;
        order_id: number;
      }>(
        'SELECT subscription_id, due_date::text, order_id FROM vitrine_subscription_renewal ORDER BY subscription_id',
      );
      expect(renewals).toHaveLength(subscribers.length);
      const renewalOrders = await database.query<{ increment_id: string; customer_email: string }>(
        `SELECT o.increment_id, o.customer_email FROM sales_order o
        WHERE o.order_id IN (SELECT order_id FROM vitrine_subscription_renewal)`,
      );
      expect(renewalOrders).toHaveLength(subscribers.length);
      expect(new Set(renewalOrders.map((order) => order.customer_email))).toEqual(
        new Set(subscribers.map((subscriber) => subscriber.customer.email)),
      );
      for (const order of renewalOrders) {
        const mails = await database.query(
          'SELECT mail_id FROM mail_outbox WHERE kind = $1 AND subject = $2',
          ['order_confirmation', `Votre commande Orsalis n° ${order.increment_id}`],
        );
        expect(mails).toHaveLength(1);
      }
      // Not one order more than the renewals.
      expect(await countOrders()).toBe(ordersBefore + subscribers.length);
    }, 240_000);
  },
);
