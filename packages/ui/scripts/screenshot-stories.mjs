// Screenshots of built stories, for reviewing the look by eye (never committed).
//
//   pnpm --filter @vitrine/ui run storybook:build
//   node scripts/screenshot-stories.mjs [story-id-prefix[@hover=css-selector] ...]
//
// `@hover=` hovers an element before the shot (e.g. a mega-menu link, to see its submenu).
// Serves storybook-static on a free port, opens each matching story in Debian's Chromium at 375 px
// and 1440 px wide, and writes full-page PNGs to .screenshots/ (git-ignored).
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = path.join(root, 'storybook-static');
const outDir = path.join(root, '.screenshots');
const widths = [375, 1440];
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

if (!existsSync(path.join(staticDir, 'index.json'))) {
  console.error('Build Storybook first: pnpm --filter @vitrine/ui run storybook:build');
  process.exit(1);
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  let file = path.join(staticDir, decodeURIComponent(url.pathname));
  if (!file.startsWith(staticDir)) {
    response.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': types[path.extname(file)] ?? 'application/octet-stream',
  });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());

const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
const requests = process.argv.slice(2).map((arg) => {
  const [prefix = '', hover] = arg.split('@hover=');
  return { prefix, hover };
});
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story')
  .map((entry) => entry.id)
  .flatMap((id) => {
    if (requests.length === 0) return [{ id, hover: undefined }];
    const match = requests.find((request) => id.startsWith(request.prefix));
    return match ? [{ id, hover: match.hover }] : [];
  });

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const width of widths) {
    const page = await browser.newPage({
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
    });
    for (const { id, hover } of stories) {
      await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${id}&viewMode=story`);
      // Attached, not visible: some states render nothing visible (an empty alert region).
      await page
        .waitForSelector(
          '#storybook-root > *, body > [role="dialog"], body > div > [role="dialog"]',
          {
            state: 'attached',
            timeout: 10_000,
          },
        )
        .catch(() => console.warn(`${id} rendered nothing at ${width}px`));
      if (hover)
        await page
          .hover(hover)
          .catch(() => console.warn(`nothing to hover at ${width}px: ${hover}`));
      await page.waitForTimeout(400);
      const file = path.join(outDir, `${id}--${width}${hover ? '--hover' : ''}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
