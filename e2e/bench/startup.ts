import type { Browser } from 'playwright-core';
import { START_PAGES, expectStarted, throttle } from '../journeys/startup-support.ts';

export interface StartupResult {
  path: string;
  loads: number;
  /** Loads that did not hydrate, or whose product did not go into the cart, with the reason. */
  failures: string[];
  /** From navigation to `html[data-hydrated]`, CPU 6× slower on a slow network. */
  hydratedMedianMs: number;
  hydratedP95Ms: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};

/**
 * DESIGN §8's robustness budget: `loads` loads of each of home, a category and a product, each in a
 * fresh browser context with the CPU throttled 6× and a slow network, must all hydrate and put a
 * product into the cart. `concurrency` loads run at once (a busy phone is the point).
 */
export async function measureStartup(
  browser: Browser,
  origin: string,
  loads: number,
  concurrency = 2,
): Promise<StartupResult[]> {
  const results: StartupResult[] = [];
  for (const path of START_PAGES) {
    const failures: string[] = [];
    const hydrated: number[] = [];
    let next = 0;
    const worker = async () => {
      for (let load = next++; load < loads; load = next++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        try {
          const unthrottle = await throttle(context, page);
          const started = Date.now();
          await page.goto(`${origin}${path}`, { waitUntil: 'commit', timeout: 60_000 });
          await page.waitForSelector('html[data-hydrated="true"]', {
            state: 'attached',
            timeout: 60_000,
          });
          hydrated.push(Date.now() - started);
          await unthrottle();
          await expectStarted(page);
          if (errors.length > 0) failures.push(`load ${load + 1}: ${errors.join('; ')}`);
        } catch (error) {
          failures.push(`load ${load + 1}: ${String(error).split('\n')[0]} ${errors.join('; ')}`);
        } finally {
          await context.close();
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    results.push({
      path,
      loads,
      failures,
      hydratedMedianMs: percentile(hydrated, 50),
      hydratedP95Ms: percentile(hydrated, 95),
    });
  }
  return results;
}
