import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { VIEWPORTS, checkPage, launchBrowser, openShopPage, visit } from '../src/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const TITLE = 'Composition et conseils d’utilisation';

/** Three seeded supplements: a mineral with claims, a fish oil (allergens), melatonin (warnings). */
const PRODUCTS = [
  {
    path: '/magnesium-bisglycinate.html',
    row: ['Magnésium', '300 mg', '80\u00a0%'],
    claim: 'Le magnésium contribue à réduire la fatigue.',
    bold: [] as string[],
    warning: 'Tenir hors de portée des jeunes enfants.',
  },
  {
    path: '/omega-3-epax.html',
    row: ['Vitamine E', '12 mg', '100\u00a0%'],
    claim: 'La vitamine E contribue à protéger les cellules contre le stress oxydatif.',
    bold: ['huile de poisson concentrée (EPAX®)', 'gélatine de poisson'],
    warning: 'Déconseillé en cas de traitement anticoagulant, sauf avis médical.',
  },
  {
    path: '/melatonine-1-9-mg.html',
    row: ['Mélatonine', '1,9 mg', '–pas de valeur de référence'],
    claim: null,
    bold: [] as string[],
    warning: 'Peut entraîner une somnolence\u00a0: ne pas conduire après la prise.',
  },
];

describe('the composition a shopper reads before buying a supplement (issue 22)', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows the table per daily portion, ingredients, precautions and claims on ${label}`, async () => {
      const shop = await openShopPage(browser, viewport);
      const { page } = shop;
      for (const product of PRODUCTS) {
        await visit(shop, product.path, `composition-${label}`);
        const section = page.getByRole('region', { name: TITLE });
        await section.scrollIntoViewIfNeeded();
        await expect.poll(() => section.getByText('Complément alimentaire').isVisible()).toBe(true);
        const table = section.getByRole('table');
        await expect
          .poll(() => table.locator('caption').textContent())
          .toMatch(/^Teneurs moyennes par portion journalière \(.+\)$/);
        const rows = await table
          .getByRole('row')
          .evaluateAll((nodes) =>
            nodes.map((row) => [...row.children].map((cell) => cell.textContent?.trim())),
          );
        expect(rows).toContainEqual(product.row);
        expect(await section.locator('strong').allTextContents()).toEqual(product.bold);
        await expect.poll(() => section.getByText(product.warning).isVisible()).toBe(true);
        await expect
          .poll(() => section.getByText('Ne pas dépasser la dose journalière recommandée.').count())
          .toBe(1);
        if (product.claim)
          await expect.poll(() => section.getByText(product.claim).isVisible()).toBe(true);
        else
          expect(
            await section.getByRole('heading', { name: 'Allégations de santé autorisées' }).count(),
          ).toBe(0);
        // Nothing of it is cut or pushes the page sideways.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await checkPage(shop, `composition-${product.path.slice(1, -5)}-${label}`);
      }
      await shop.context.close();
    });
  }

  it('is in the server’s HTML and in the Product structured data', async () => {
    const html = await (
      await fetch(`${inject('storefrontUrl')}/magnesium-bisglycinate.html`)
    ).text();
    expect(html).toContain(TITLE);
    expect(html).toContain('80\u00a0%');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
      .map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>)
      .find((data) => data['@type'] === 'Product');
    expect(jsonLd?.additionalProperty).toContainEqual({
      '@type': 'PropertyValue',
      name: 'Magnésium',
      value: 300,
      unitText: 'mg',
      description: '2 gélules',
    });
  });
});
