// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ParsedRichContent } from '@vitrine/rich-content';
import { parseRichContent } from '@vitrine/rich-content/server';
import { startCommerceServer, type StartedCommerceServer } from '@vitrine/test-harness';
import { chromium, type Browser, type Page, type Route } from 'playwright-core';
import { build, type InlineConfig, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededPageImageUrl } from './rich-content.test-services.ts';

// The home page the commerce server seeds, rendered as the storefront renders it: parsed on the
// server, rendered to HTML by the server bundle, then hydrated by the client bundle (both built by
// Vite, so CSS module class names agree) in Debian's Chromium. Media go to the commerce server;
// third-party hosts get empty stand-ins (there is no network here).
const CHROME_PATH = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const ORIGIN = 'http://storefront.test';
const UI_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const APP = `
import { createElement } from 'react';
import './src/tokens/tokens.css';
import { RichContent } from './src/rich-content/rich-content.tsx';
import { RichContentProvider } from './src/rich-content/rich-content.services.tsx';
import { seededPageImageUrl } from './src/rich-content/rich-content.test-services.ts';
export function app(content, navigate) {
  const services = { resolveImageUrl: seededPageImageUrl, navigate };
  return createElement(RichContentProvider, { services }, createElement(RichContent, { content }));
}
`;
const ENTRIES: Readonly<Record<string, string>> = {
  'app.js': APP,
  // As the storefront does, the server loads every block family at start and the browser entry
  // fetches the families the page holds before hydrating (decision 105).
  'server.js': `import { renderToString } from 'react-dom/server'; import { app } from './app.js'; import { loadAllBlockFamilies } from './src/rich-content/block-registry.tsx'; export const ready = loadAllBlockFamilies(); export const render = (content) => renderToString(app(content, () => {}));`,
  'client.js': `
import { hydrateRoot } from 'react-dom/client';
import { app } from './app.js';
import { preloadServedRichContent } from './src/rich-content/block-registry.tsx';
await preloadServedRichContent(document);
hydrateRoot(document.getElementById('root'), app(window.richContent, (path) => { window.navigatedTo = path; }), {
  onRecoverableError: (error) => console.error('recoverable hydration error', String(error)),
});
requestAnimationFrame(() => { window.hydrated = true; });
`,
};
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let server: StartedCommerceServer | undefined;
let browser: Browser | undefined;
let page: Page;
let workDir: string | undefined;
const problems: string[] = [];

function viteConfig(input: string, ssr: boolean): InlineConfig {
  const virtual = (id: string) => `\0entry:${id}`;
  return {
    configFile: false,
    root: UI_ROOT,
    logLevel: 'silent',
    mode: 'development',
    define: { 'process.env.NODE_ENV': '"development"' },
    plugins: [
      react(),
      {
        name: 'entries',
        // Vite hands the input over as a path under the root; imports between entries are relative.
        resolveId: (id) => {
          const name = path.basename(id);
          return name in ENTRIES ? virtual(name) : null;
        },
        load: (id) => (id.startsWith('\0entry:') ? ENTRIES[id.slice('\0entry:'.length)] : null),
      },
    ],
    ...(ssr ? { ssr: { noExternal: true, target: 'node' } } : {}),
    build: {
      write: false,
      minify: false,
      cssCodeSplit: false,
      ssr: ssr ? input : false,
      // One file per bundle: the block families' chunks are inlined.
      rollupOptions: { input, output: { codeSplitting: false } },
    },
  };
}

async function bundle(input: string, ssr: boolean): Promise<Rollup.OutputBundle[string][]> {
  const result = await build(viteConfig(input, ssr));
  return (Array.isArray(result) ? result : [result]).flatMap(
    (output) => (output as Rollup.RollupOutput).output,
  );
}

async function serverRender(content: ParsedRichContent): Promise<string> {
  const files = await bundle('server.js', true);
  const code =
    files.find((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isEntry)?.code ??
    '';
  workDir = await mkdtemp(path.join(tmpdir(), 'seeded-home-'));
  const file = path.join(workDir, 'server.mjs');
  await writeFile(file, code);
  const module = (await import(pathToFileURL(file).href)) as {
    ready: Promise<void>;
    render: (content: ParsedRichContent) => string;
  };
  await module.ready;
  return module.render(content);
}

async function answer(route: Route, document: string, js: string): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  if (url.origin === ORIGIN) {
    if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: document });
    if (url.pathname === '/client.js')
      return route.fulfill({ contentType: 'text/javascript', body: js });
    const response = await route.fetch({ url: `${server?.url ?? ''}${url.pathname}${url.search}` });
    return route.fulfill({ response });
  }
  switch (request.resourceType()) {
    case 'image':
      return route.fulfill({ contentType: 'image/png', body: PIXEL });
    case 'script':
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    case 'document':
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>embed</title>',
      });
    default:
      return route.fulfill({ contentType: 'application/json', body: '[]' });
  }
}

beforeAll(async () => {
  server = await startCommerceServer({ timeoutMs: 180_000 });
  const query = encodeURIComponent('{ cmsPage(identifier: "home") { content } }');
  const response = await fetch(`${server.url}/graphql?query=${query}`, {
    headers: { Store: 'fr' },
  });
  const body = (await response.json()) as { data?: { cmsPage?: { content?: string } } };
  const content = parseRichContent(body.data?.cmsPage?.content ?? '', {
    siteOrigin: server.url,
    resolveImageUrl: seededPageImageUrl,
  });
  const ssr = await serverRender(content);
  const client = await bundle('client.js', false);
  const js =
    client.find((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isEntry)
      ?.code ?? '';
  const css = client
    .filter(
      (file): file is Rollup.OutputAsset => file.type === 'asset' && file.fileName.endsWith('.css'),
    )
    .map((file) => String(file.source))
    .join('\n');
  // `<` escaped so the JSON cannot close the script element.
  const data = JSON.stringify(content).replace(/</g, '\\u003c');
  const document = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Accueil</title><style>${css}</style></head><body><main id="root">${ssr}</main><script>window.richContent = ${data};</script><script type="module" src="/client.js"></script></body></html>`;

  browser = await chromium.launch({ executablePath: CHROME_PATH, chromiumSandbox: false });
  // Reduced motion: the slider does not autoplay, so its position is the one the test moves it to.
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  page.setDefaultTimeout(10_000);
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.route('**/*', (route) => answer(route, document, js));
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(
    () => (window as unknown as { hydrated?: boolean }).hydrated === true,
    undefined,
    { timeout: 30_000 },
  );
  // Effects (thumbnails, products) settle.
  await page.waitForTimeout(500);
}, 240_000);

afterAll(async () => {
  // Images still on their way when the tests end are let go, not failed.
  await page?.unrouteAll({ behavior: 'ignoreErrors' });
  await browser?.close();
  await server?.stop();
  if (workDir !== undefined) await rm(workDir, { recursive: true, force: true });
});

describe('the seeded home page in Chromium', () => {
  it('hydrates without a console error or warning', () => {
    expect(problems).toEqual([]);
  });

  it('is interactive after hydration: tabs switch and the slider moves', async () => {
    const tabs = page.getByRole('tab');
    expect(await tabs.count()).toBeGreaterThan(1);
    await tabs.nth(1).click();
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel').count()).toBe(1);

    const slider = page.getByRole('region', { name: 'Highlights' });
    const current = () =>
      slider.locator('[role="group"][aria-hidden="false"]').getAttribute('aria-label');
    expect(await current()).toMatch(/^1 of \d+$/);
    await slider.getByRole('button', { name: 'Next slide' }).click();
    expect(await current()).toMatch(/^2 of \d+$/);
    expect(problems).toEqual([]);
  }, 30_000);
});
