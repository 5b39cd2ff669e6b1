import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import fc from 'fast-check';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedRichContent } from './block.types.ts';
import { parseRichContent, sanitizeRichText } from './index.server.ts';
import {
  FIXTURE_SITE_ORIGIN,
  HOME_PAGE_FIXTURE,
  RICH_CONTENT_FIXTURES,
  htmlTokenSoup,
  pageBuilderMarkup,
} from './testing/index.ts';

// The browser entry bundled as the storefront would ship it, run in Debian's Chromium (the browser the
// e2e journeys use), against the jsdom-backed server entry.
const CHROME_PATH = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const here = path.dirname(fileURLToPath(import.meta.url));
const options = { siteOrigin: FIXTURE_SITE_ORIGIN };

interface BrowserApi {
  parseRichContent(html: unknown, options: unknown): ParsedRichContent;
  sanitizeRichText(html: string, options: unknown): string;
}

let browser: Browser;
let page: Page;
let bundledInputs: string[] = [];

beforeAll(async () => {
  const bundle = await build({
    stdin: {
      contents:
        "import { parseRichContent, sanitizeRichText } from './index.browser.ts'; globalThis.richContent = { parseRichContent, sanitizeRichText };",
      resolveDir: here,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  bundledInputs = Object.keys(bundle.metafile.inputs);
  browser = await chromium.launch({ executablePath: CHROME_PATH, chromiumSandbox: false });
  page = await browser.newPage();
  await page.setContent(
    '<!doctype html><html lang="fr"><head><title>rich content</title></head><body></body></html>',
  );
  await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

async function parseInChromium(inputs: readonly string[]): Promise<ParsedRichContent[]> {
  return page.evaluate(
    ({ inputs: html, options: parseOptions }) => {
      const api = (globalThis as unknown as { richContent: BrowserApi }).richContent;
      return html.map((input) => api.parseRichContent(input, parseOptions));
    },
    { inputs: [...inputs], options },
  );
}

describe('in Chromium', () => {
  it('ships without jsdom: the browser bundle holds the parser, DOMPurify and nothing server-side', () => {
    expect(bundledInputs.some((input) => input.includes('dompurify'))).toBe(true);
    expect(bundledInputs.filter((input) => /jsdom|happy-dom|parse5|node:/.test(input))).toEqual([]);
  });

  it('H1 gives the server’s tree for every fixture and the home page', async () => {
    const fixtures = [...Object.values(RICH_CONTENT_FIXTURES), HOME_PAGE_FIXTURE];
    const inBrowser = await parseInChromium(fixtures);
    fixtures.forEach((html, index) =>
      expect(inBrowser[index], html.slice(0, 80)).toEqual(parseRichContent(html, options)),
    );
  }, 60_000);

  it('H1 gives the server’s tree for generated Page Builder markup', async () => {
    const samples = fc.sample(pageBuilderMarkup, { numRuns: 200, seed: 20260905 });
    const inBrowser = await parseInChromium(samples);
    samples.forEach((html, index) =>
      expect(inBrowser[index], html).toEqual(parseRichContent(html, options)),
    );
  }, 60_000);

  it('H1 sanitises markup soup exactly as the server does', async () => {
    const samples = fc.sample(htmlTokenSoup, { numRuns: 300, seed: 7 });
    const inBrowser = await page.evaluate(
      ({ inputs, options: parseOptions }) => {
        const api = (globalThis as unknown as { richContent: BrowserApi }).richContent;
        return inputs.map((input) => api.sanitizeRichText(input, parseOptions));
      },
      { inputs: samples, options },
    );
    samples.forEach((html, index) =>
      expect(inBrowser[index], html).toBe(sanitizeRichText(html, options)),
    );
  }, 60_000);
});
