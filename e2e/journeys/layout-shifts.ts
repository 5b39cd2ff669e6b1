/**
 * The layout shifts a page makes while it loads, as the browser's CLS counts them (none right
 * after a shopper's input), for the journeys that check a page stays where it is painted.
 */
import type { Page } from 'playwright-core';

/** One shift: when, how much, and the elements it moved. */
export interface LayoutShift {
  at: number;
  value: number;
  moved: string[];
}

/** Records every shift of the pages `page` loads from now on (call it before `goto`). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { at: number; value: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}.${node.className} "${node.textContent?.slice(0, 40)}"`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          at: entry.startTime,
          value: entry.value,
          moved: entry.sources.map(({ node }) => describe(node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The shifts of the loaded page once its HTML was parsed: shifts while it is still being parsed
 * (a busy machine may paint a half-parsed header, on any page) are the stream's, not the page's.
 */
export function shiftsAfterParsing(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const parsed = navigation?.domInteractive ?? 0;
    return (
      window as unknown as { __shifts: { at: number; value: number; moved: string[] }[] }
    ).__shifts.filter(({ at }) => at >= parsed);
  });
}

/** Every shift recorded so far on the page (since it loaded, or since {@link forgetLayoutShifts}). */
export function recordedLayoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { __shifts: LayoutShift[] }).__shifts);
}

/** Forgets the shifts so far, so the next read is the next client-side navigation's only. */
export async function forgetLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __shifts: unknown[] }).__shifts.length = 0;
  });
}
