import { chromium } from 'playwright-core';
const origin = 'http://127.0.0.1:3300';
const pages = (process.env.PAGES ?? '/').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const w of [375, 1440]) {
  const context = await browser.newContext({ viewport: { width: w, height: w === 375 ? 812 : 900 }, locale: 'fr-FR' });
  const page = await context.newPage();
  for (const p of pages) {
    await page.goto(`${origin}${p}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    const refuse = page.getByRole('button', { name: 'Tout refuser' });
    if (await refuse.isVisible().catch(() => false)) { await refuse.click(); await page.waitForTimeout(300); }
    const name = p.replace(/[^a-z0-9]+/gi, '_') || 'home';
    await page.screenshot({ path: `/tmp/ana/shots/sweep-${name}-${w}.png`, fullPage: process.env.FULL === '1' });
  }
  await context.close();
}
await browser.close();
