import { ensureCataloguePart, startsWithPartOfCatalogue } from './catalogue-store.ts';
import { pageLocale } from './locales.ts';

/*
 * Imported by the modules whose messages a first visit shows on any page, the consent banner's
 * (decision 107; `vite/catalogue-split.ts` lists them and a test keeps the list). In the production
 * browser, such a module is evaluated only once that small part of the page locale's catalogue has
 * arrived; the rest of the catalogue (cart, checkout, account) is not fetched for it.
 */
if (startsWithPartOfCatalogue) {
  await ensureCataloguePart(pageLocale(document), 'first-visit');
}

export {};
