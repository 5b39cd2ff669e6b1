import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface FirstLoadJs {
  path: string;
  /** Scripts the page loaded until the network went quiet, gzip-compressed sizes. */
  totalGzipBytes: number;
  scripts: { url: string; gzipBytes: number }[];
}

/**
 * What a first visit downloads in JavaScript, measured in the browser (every script of the
 * shop's origin up to network idle), in gzip bytes — the number the budgets speak of.
 */
export async function measureFirstLoadJs(browser: Browser, origin: string, path: string): Promise<FirstLoadJs> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const scripts: { url: string; gzipBytes: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || !response.url().startsWith(origin)) return;
    pending.push(
      response.body().then(
        (body) => {
          scripts.push({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 9 }).length });
        },
        () => undefined,
      ),
    );
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();
  scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { path, totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0), scripts };
}
