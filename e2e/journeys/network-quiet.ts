import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The page's requests in flight. `quiet()` waits until none is and none started or ended for half
 * a second: what a first interaction fetches (the shell's on-demand parts, module after module)
 * is then in the browser's cache. (`waitForLoadState('networkidle')` returns at once once the
 * page has been idle, even if the interaction started new requests.)
 */
export function trackNetwork(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const settle = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    /** Counted from the call, so that requests an action just started have time to be seen. */
    quiet: async () => {
      lastChange = Date.now();
      await expect
        .poll(() => inFlight.size === 0 && Date.now() - lastChange >= 500, {
          timeout: 20_000,
          interval: 100,
        })
        .toBe(true);
    },
  };
}
