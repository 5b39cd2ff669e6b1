/**
 * `pnpm --filter @vitrine/rich-content bench`: reliability case H1's soak — 200 000 server-side
 * sanitisations (every 100th a full parse of the home page fixture) through the shared jsdom
 * window, checking that heap and p99 latency stay flat. The event loop turns every 20 calls, as it
 * does between a server's requests: jsdom frees documents only then (decision 040).
 * SOAK_CALLS changes the count. Writes bench/rich-content.{json,md} at the repository root.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseRichContent, sanitizeRichText } from '../src/index.server.ts';
import { FIXTURE_SITE_ORIGIN, HOME_PAGE_FIXTURE, TEXT_FIXTURE } from '../src/testing/index.ts';

const OUTPUT_DIR = fileURLToPath(new URL('../../../bench/', import.meta.url));
const CALLS = Number(process.env['SOAK_CALLS'] ?? 200_000);
const WINDOW = Math.max(1000, Math.floor(CALLS / 20));
const RICH_TEXT = `${TEXT_FIXTURE}<p onclick="x()">Texte <a href="javascript:alert(1)">piège</a><img src=x onerror=alert(1)></p>`;
const options = { siteOrigin: FIXTURE_SITE_ORIGIN };
const collect = (globalThis as { gc?: () => void }).gc;

interface Window {
  readonly calls: number;
  /** Sanitisations of one rich text. */
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Full parses of the home page fixture. */
  readonly parseP50Ms: number;
  readonly heapMb: number;
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

const windows: Window[] = [];
let timings: number[] = [];
let parses: number[] = [];
for (let call = 1; call <= CALLS; call += 1) {
  const started = performance.now();
  if (call % 100 === 0) {
    // A different comment each time keeps the parse cache out of the measure.
    parseRichContent(`${HOME_PAGE_FIXTURE}<!-- ${call} -->`, options);
    parses.push(performance.now() - started);
  } else {
    sanitizeRichText(RICH_TEXT, options);
    timings.push(performance.now() - started);
  }
  if (call % 20 === 0) await new Promise((resolve) => setImmediate(resolve));
  if (call % WINDOW === 0) {
    collect?.();
    const sorted = [...timings].sort((a, b) => a - b);
    const sortedParses = [...parses].sort((a, b) => a - b);
    windows.push({
      calls: call,
      p50Ms: round(percentile(sorted, 0.5)),
      p99Ms: round(percentile(sorted, 0.99)),
      parseP50Ms: round(percentile(sortedParses, 0.5)),
      heapMb: Math.round((process.memoryUsage().heapUsed / 1_048_576) * 10) / 10,
    });
    timings = [];
    parses = [];
  }
}

// The first window warms the JIT. The heap is a sawtooth (the shared window is replaced every
// 10 000 calls), so flatness compares the peaks and the medians of the two halves of the run.
const half = Math.max(1, Math.floor(windows.length / 2));
const early = windows.slice(1, half);
const late = windows.slice(half);
const peak = (list: readonly Window[]) => Math.max(0, ...list.map((window) => window.heapMb));
const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const heapFlat = early.length > 0 && peak(late) <= peak(early) * 1.25 + 16;
const latencyFlat =
  early.length > 0 &&
  median(late.map((window) => window.p99Ms)) <=
    median(early.map((window) => window.p99Ms)) * 1.5 + 0.5;
const report = {
  date: new Date().toISOString(),
  calls: CALLS,
  gcExposed: collect !== undefined,
  heapFlat,
  latencyFlat,
  windows,
};

const markdown = [
  '# Rich content: server sanitisation soak (reliability case H1)',
  '',
  `${report.date}, ${CALLS} calls (every 100th a full home page parse), the event loop turning every 20 calls, shared jsdom window replaced every 10 000 calls${collect === undefined ? ', heap measured without forced GC' : ''}.`,
  '',
  '| calls | sanitise p50 | sanitise p99 | home page parse p50 | heap |',
  '| ---: | ---: | ---: | ---: | ---: |',
  ...windows.map(
    (window) =>
      `| ${window.calls} | ${window.p50Ms} ms | ${window.p99Ms} ms | ${window.parseP50Ms} ms | ${window.heapMb} MB |`,
  ),
  '',
  `Heap flat (peak of the second half ≤ 1.25 × peak of the first + 16 MB): ${heapFlat ? 'PASS' : 'FAIL'}. Sanitise p99 flat (median p99 of the second half ≤ 1.5 × the first + 0.5 ms): ${latencyFlat ? 'PASS' : 'FAIL'}.`,
  '',
].join('\n');

await mkdir(OUTPUT_DIR, { recursive: true });
await writeFile(
  new URL('rich-content.json', `file://${OUTPUT_DIR}`),
  `${JSON.stringify(report, null, 2)}\n`,
);
await writeFile(new URL('rich-content.md', `file://${OUTPUT_DIR}`), markdown);
console.log(markdown);
if (!heapFlat || !latencyFlat) process.exitCode = 1;
