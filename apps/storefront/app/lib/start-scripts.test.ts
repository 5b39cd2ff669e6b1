// @vitest-environment jsdom
import { Script } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { STARTER_SOURCE, starterScript } from './start-scripts.ts';
import type { HeldScripts } from './start-scripts.ts';

const HELD: HeldScripts = {
  preloadRel: 'held-modulepreload',
  moduleType: 'held/module',
  maxWaitMs: 2_500,
  pageHintAttribute: 'data-page-hint',
};
const BOOT = 'import "/assets/entry.js";';

/**
 * The starter exactly as pages carry it: its text, evaluated in the page's (jsdom's) global scope,
 * where `document`, `matchMedia`, `requestAnimationFrame` and the timers are the test's.
 */
const startScriptsAfterLeadImage = (0, eval)(`(${STARTER_SOURCE})`) as (
  settings: HeldScripts,
) => void;

/** A page as the server writes it: held preloads in the head, the held boot module in the body. */
function page({ head = '', body = '' }: { head?: string; body?: string } = {}) {
  document.head.innerHTML = `<link rel="held-modulepreload" href="/assets/entry.js"><link rel="held-modulepreload" href="/assets/framework.js">${head}`;
  document.body.innerHTML = `${body}<main>Contenu</main><script type="held/module">${BOOT}</script>`;
}

function started(): boolean {
  const boot = document.querySelector('script[type="module"]');
  if (boot === null) return false;
  expect(boot.textContent).toBe(BOOT);
  expect(document.querySelector('script[type="held/module"]')).toBeNull();
  expect(
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    ),
  ).toEqual(['/assets/entry.js', '/assets/framework.js']);
  expect(document.querySelector('link[rel="held-modulepreload"]')).toBeNull();
  return true;
}

const FRAME_MS = 16;

/** Runs the frame the image is drawn in, then the task after it (fake timers clamp it to 1 ms). */
function drawNextFrame() {
  vi.advanceTimersByTime(FRAME_MS);
  vi.advanceTimersByTime(1);
}

/** The resource timing entries the browser has for a URL (none unless a test says so). */
let resourceEntries: (url: string, type?: string) => PerformanceEntry[];
let entriesSpy: MockInstance<typeof performance.getEntriesByName>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  // jsdom draws no frames: one every 16 ms.
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, FRAME_MS));
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 768px)' }));
  resourceEntries = () => [];
  entriesSpy = vi
    .spyOn(performance, 'getEntriesByName')
    .mockImplementation((url, type) => resourceEntries(url, type));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  entriesSpy.mockRestore();
});

describe('the script starter', () => {
  it('is the file’s code without its comments, and compiles as a classic script', () => {
    expect(STARTER_SOURCE).toMatch(/^function startScriptsAfterLeadImage\(settings\) \{/);
    expect(STARTER_SOURCE).not.toMatch(/^\s*(\/\/|\/\*)/m);
    const script = starterScript(HELD, 'bm9uY2Utb2YtdGVzdA==');
    expect(script).toMatch(/^<script nonce="bm9uY2Utb2YtdGVzdA==">\(function /);
    expect(script).toContain(`)(${JSON.stringify(HELD)})</script>`);
    expect(
      () => new Script(script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')),
    ).not.toThrow();
  });

  it('keeps a `<` of its settings from closing the script', () => {
    expect(starterScript({ ...HELD, moduleType: '</script><b>' }, undefined)).toContain(
      '"\\u003c/script>\\u003cb>"',
    );
  });

  it('starts the scripts at once on a page without a lead image', () => {
    page();
    startScriptsAfterLeadImage(HELD);
    expect(started()).toBe(true);
  });

  it('gives the module and the preloads it creates the nonce of the held ones', () => {
    page();
    const held = document.querySelector<HTMLScriptElement>('script[type="held/module"]')!;
    held.nonce = 'bm9uY2U=';
    for (const link of document.querySelectorAll<HTMLLinkElement>('link')) link.nonce = 'bm9uY2U=';
    startScriptsAfterLeadImage(HELD);
    expect(document.querySelector<HTMLScriptElement>('script[type="module"]')?.nonce).toBe(
      'bm9uY2U=',
    );
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'))
      expect(link.nonce).toBe('bm9uY2U=');
  });

  it('waits for the page’s preloaded hero whose media match, then for the frame that draws it', () => {
    page({
      head:
        '<link rel="preload" as="image" href="/media/hero-1600.png" media="not all and (max-width: 768px)" data-page-hint="">' +
        '<link rel="preload" as="image" href="/media/hero-960.png" media="(max-width: 768px)" data-page-hint="">',
    });
    startScriptsAfterLeadImage(HELD);
    vi.advanceTimersByTime(1_000);
    expect(started()).toBe(false);

    // The desktop image is not the one this screen draws.
    document.querySelector('link[href="/media/hero-1600.png"]')?.dispatchEvent(new Event('load'));
    drawNextFrame();
    expect(started()).toBe(false);

    document.querySelector('link[href="/media/hero-960.png"]')?.dispatchEvent(new Event('load'));
    expect(started()).toBe(false);
    drawNextFrame();
    expect(started()).toBe(true);
  });

  it('starts after the next frame when the hero had already arrived', () => {
    page({ head: '<link rel="preload" as="image" href="/media/hero.png" data-page-hint="">' });
    const hero = new URL('/media/hero.png', document.baseURI).href;
    resourceEntries = (url, type) =>
      url === hero && type === 'resource' ? [{ name: hero } as PerformanceEntry] : [];
    startScriptsAfterLeadImage(HELD);
    expect(started()).toBe(false);
    drawNextFrame();
    expect(started()).toBe(true);
  });

  it('waits for the product photo marked high priority, and not after it failed', () => {
    page({ body: '<img src="/media/flacon.png" fetchpriority="high" alt="">' });
    const image = document.querySelector('img')!;
    Object.defineProperty(image, 'complete', { value: false });
    startScriptsAfterLeadImage(HELD);
    expect(started()).toBe(false);
    image.dispatchEvent(new Event('error'));
    expect(started()).toBe(true);
  });

  it('starts after the next frame when the photo is already complete', () => {
    page({ body: '<img src="/media/flacon.png" fetchpriority="high" alt="">' });
    Object.defineProperty(document.querySelector('img'), 'complete', { value: true });
    startScriptsAfterLeadImage(HELD);
    expect(started()).toBe(false);
    drawNextFrame();
    expect(started()).toBe(true);
  });

  it('stops waiting for a slow image after the longest wait, and starts only once', () => {
    page({ body: '<img src="/media/flacon.png" fetchpriority="high" alt="">' });
    const image = document.querySelector('img')!;
    Object.defineProperty(image, 'complete', { value: false });
    startScriptsAfterLeadImage(HELD);
    vi.advanceTimersByTime(HELD.maxWaitMs - 1);
    expect(started()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(started()).toBe(true);

    image.dispatchEvent(new Event('load'));
    drawNextFrame();
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('starts the scripts at once when looking for the image fails, and reports the error', () => {
    page({ head: '<link rel="preload" as="image" href="/media/hero.png" data-page-hint="">' });
    entriesSpy.mockImplementation(() => {
      throw new Error('no resource timing here');
    });
    expect(() => startScriptsAfterLeadImage(HELD)).toThrow('no resource timing here');
    expect(started()).toBe(true);
  });
});
