/**
 * Issue 18: catalogue throughput while 2 connections flood sign-ins. A quiet run, then the same
 * catalogue load while two connections send `generateCustomerToken` with unknown e-mails as fast
 * as they are answered, each from a new address (through the trusted loopback proxy, as a botnet
 * would: the per-address limit never stops them, so the bounded hashing queue is what is measured).
 * Default scrypt cost (N=2^17, 128 MiB a hash) and hashing limits. Fails under 80 % of the quiet
 * throughput. Writes bench/commerce-server-sign-in-flood.{json,md} at the repository root.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MEMORY_DATA_DIR, readConfig } from '../src/config/env.ts';
import { startServer } from '../src/http/server.ts';
import { createLogger } from '../src/logger.ts';
import { platformOf } from '../src/modules/platform/index.ts';
import { stats } from './measure.ts';
import type { Stats } from './measure.ts';
import { SCENARIOS } from './scenarios.ts';

const OUTPUT_DIR = fileURLToPath(new URL('../../../bench/', import.meta.url));
const SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 15);
const CATALOGUE_CONNECTIONS = 4;
const FLOOD_CONNECTIONS = 2;
const MIN_RATIO = 0.8;

const server = await startServer(
  readConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: MEMORY_DATA_DIR,
    LOG_LEVEL: 'warn',
    TRUSTED_PROXIES: 'loopback',
    NODE_ENV: 'production',
  }),
  createLogger('warn'),
);
const urls = SCENARIOS.map(
  (scenario) => `${server.url}/graphql?query=${encodeURIComponent(scenario.query)}`,
);

interface CatalogueRun {
  requests: number;
  perSecond: number;
  latency: Stats;
  peakRssMiB: number;
}

async function catalogue(until: number): Promise<{ requests: number; samples: number[] }> {
  const samples: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CATALOGUE_CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const url = urls[next++ % urls.length] ?? '';
        const started = performance.now();
        const response = await fetch(url, { headers: { Store: 'fr' } });
        const body = (await response.json()) as { errors?: unknown };
        if (body.errors) throw new Error(`catalogue read failed: ${JSON.stringify(body.errors)}`);
        samples.push(performance.now() - started);
      }
    }),
  );
  return { requests: samples.length, samples };
}

const answers = { refused: 0, busy: 0, throttled: 0, other: 0 };
const signInSamples: number[] = [];
async function flood(until: number): Promise<void> {
  await Promise.all(
    Array.from({ length: FLOOD_CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const response = await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Store: 'fr',
            'X-Forwarded-For': `198.18.${randomInt(256)}.${randomInt(1, 255)}`,
          },
          body: JSON.stringify({
            query: `mutation { generateCustomerToken(email: "nobody-${randomUUID()}@example.com", password: "Guess-${randomInt(1e9)}") { token } }`,
          }),
        });
        const text = await response.text();
        signInSamples.push(performance.now() - started);
        if (text.includes('account sign-in was incorrect')) answers.refused += 1;
        else if (text.includes('busy checking passwords')) answers.busy += 1;
        else if (response.status === 429) answers.throttled += 1;
        else answers.other += 1;
      }
    }),
  );
}

async function run(withFlood: boolean): Promise<CatalogueRun> {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  const until = started + SECONDS * 1000;
  const [result] = await Promise.all([
    catalogue(until),
    withFlood ? flood(until) : Promise.resolve(),
  ]);
  clearInterval(sampler);
  const elapsed = (performance.now() - started) / 1000;
  return {
    requests: result.requests,
    perSecond: Math.round((result.requests / elapsed) * 10) / 10,
    latency: stats(result.samples),
    peakRssMiB: Math.round(peak / 2 ** 20),
  };
}

// Warm up: caches, JIT, and the dummy hash of unknown e-mails.
await catalogue(performance.now() + 2000);
await flood(performance.now() + 1000);
Object.assign(answers, { refused: 0, busy: 0, throttled: 0, other: 0 });
signInSamples.length = 0;

const quiet = await run(false);
const flooded = await run(true);
await server.close();

const ratio = Math.round((flooded.perSecond / Math.max(quiet.perSecond, 0.01)) * 1000) / 1000;
const pass = ratio >= MIN_RATIO && answers.other === 0;
const hashLimits = platformOf(server.services).settings.hashLimits;
const report = {
  date: new Date().toISOString(),
  node: process.version,
  cores: availableParallelism(),
  seconds: SECONDS,
  catalogueConnections: CATALOGUE_CONNECTIONS,
  floodConnections: FLOOD_CONNECTIONS,
  hashLimits,
  quiet,
  flooded,
  ratio,
  minRatio: MIN_RATIO,
  signIns: { ...answers, latency: stats(signInSamples) },
  pass,
};
const table = [
  '| run | catalogue req/s | p50 | p95 | peak RSS |',
  '| --- | ---: | ---: | ---: | ---: |',
  `| quiet | ${quiet.perSecond} | ${quiet.latency.p50} ms | ${quiet.latency.p95} ms | ${quiet.peakRssMiB} MiB |`,
  `| 2 connections flooding sign-ins | ${flooded.perSecond} | ${flooded.latency.p50} ms | ${flooded.latency.p95} ms | ${flooded.peakRssMiB} MiB |`,
].join('\n');
const summary = `Throughput under the flood: ${Math.round(ratio * 100)} % of the quiet run (minimum ${MIN_RATIO * 100} %) — ${pass ? 'pass' : 'FAIL'}. Sign-ins answered: ${answers.refused} refused with the generic message, ${answers.busy} "busy, try again", ${answers.throttled} throttled, ${answers.other} other; p95 ${report.signIns.latency.p95} ms.`;
process.stdout.write(`\n${table}\n\n${summary}\n`);
await mkdir(OUTPUT_DIR, { recursive: true });
await writeFile(
  `${OUTPUT_DIR}commerce-server-sign-in-flood.json`,
  `${JSON.stringify(report, null, 2)}\n`,
);
await writeFile(
  `${OUTPUT_DIR}commerce-server-sign-in-flood.md`,
  `# Commerce server: catalogue throughput while sign-ins are flooded\n\n${report.date}, ${report.cores} cores, ${SECONDS} s per run, ${CATALOGUE_CONNECTIONS} catalogue connections (GraphQL GET of the catalogue reads, in turn), ${FLOOD_CONNECTIONS} connections sending \`generateCustomerToken\` for unknown e-mails from a new address each time, scrypt N=2^17, hashing ${hashLimits.concurrency} at a time with ${hashLimits.waiting} waiting at most. In-process server on PGlite (120 products), loopback HTTP.\n\n${table}\n\n${summary}\n`,
);
if (!pass) process.exit(1);
