import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
const root = '/tmp/sb-rc';
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };
const server = http.createServer(async (req, res) => {
  const p = path.join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname));
  try { const b = await readFile(p); res.writeHead(200, { 'content-type': types[path.extname(p)] ?? 'application/octet-stream' }); res.end(b); } catch { res.writeHead(404); res.end(); }
}).listen(0);
const port = server.address().port;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', chromiumSandbox: false });
for (const [w, h] of [[1440, 900], [375, 812]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  page.on('console', (m) => { if (m.type() === 'error') console.log(w, m.type(), m.text().slice(0, 200)); });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.fulfill({ status: 204, body: '' }));
  for (const id of process.argv.slice(2)) {
    await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${id}&viewMode=story`);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `/tmp/shot-${id}-${w}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close(); server.close();
