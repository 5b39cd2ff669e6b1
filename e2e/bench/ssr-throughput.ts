import { writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from '../src/services.ts';

export interface Throughput {
  path: string;
  /** Served by the storefront as a visitor gets it (page cache in front of the renderer). */
  ssrRequestsPerSecond: number;
  /** Rendered every time (a query string of its own per request misses the page cache). */
  renderRequestsPerSecond: number;
  staticRequestsPerSecond: number;
  ratio: number;
  bytes: number;
}

async function requestsPerSecond(url: string, seconds: number, options: { uncached?: boolean } = {}): Promise<number> {
  let request = 0;
  const result = await autocannon({
    url,
    connections: 4,
    duration: seconds,
    timeout: 30,
    headers: { 'accept-encoding': 'gzip' },
    // The page cache ignores clients' cache-control (issue 18): a fresh URL per request misses it.
    ...(options.uncached
      ? { requests: [{ setupRequest: (req) => ({ ...req, path: `${new URL(url).pathname}?render=${(request += 1)}` }) }] }
      : {}),
  });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  if (result.errors > 0) console.warn(`${url}: ${result.errors} requests failed (timeouts on a busy machine)`);
  return Math.round(result.requests.average);
}

/**
 * Server rendering of a page against a static file of the same size served by the same process
 * (express.static in the storefront server): how much rendering costs.
 */
export async function measureSsrThroughput(origin: string, pagePath: string, seconds = 10): Promise<Throughput> {
  const html = await (await fetch(`${origin}${pagePath}`)).text();
  const staticName = `bench-static-${process.pid}.html`;
  const staticFile = path.join(repoRoot, 'apps/storefront/build/client', staticName);
  writeFileSync(staticFile, html);
  try {
    await requestsPerSecond(`${origin}${pagePath}`, 2); // warm-up
    const ssr = await requestsPerSecond(`${origin}${pagePath}`, seconds);
    const render = await requestsPerSecond(`${origin}${pagePath}`, seconds, { uncached: true });
    const fixed = await requestsPerSecond(`${origin}/${staticName}`, seconds);
    return {
      path: pagePath,
      ssrRequestsPerSecond: ssr,
      renderRequestsPerSecond: render,
      staticRequestsPerSecond: fixed,
      ratio: Number((ssr / fixed).toFixed(2)),
      bytes: Buffer.byteLength(html),
    };
  } finally {
    rmSync(staticFile, { force: true });
  }
}
