import { ensureFullCatalogue, startsWithPartOfCatalogue } from './catalogue-store.ts';
import { pageLocale } from './locales.ts';

/*
 * Imported by every module whose messages are not part of a catalogue page's first load (decision
 * 009; a test keeps the list). In the production browser, such a module is evaluated only once the
 * rest of the page locale's catalogue has arrived, so nothing renders before its text is there:
 * route modules (cart, checkout, account…) and lazy parts (the drawer's forms, the mini cart)
 * alike. The server and development load whole catalogues, so nothing waits there.
 */
if (startsWithPartOfCatalogue) {
  await ensureFullCatalogue(pageLocale(document));
}

export {};
