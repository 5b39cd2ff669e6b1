import { ensureFullCatalogue } from './catalogue-store.ts';
import { DEFAULT_LOCALE, isShopLocale } from './locales.ts';

/*
 * Imported by every module whose messages are not part of a catalogue page's first load (decision
 * 009; a test keeps the list). In the production browser, such a module is evaluated only once the
 * rest of the page locale's catalogue has arrived, so nothing renders before its text is there:
 * route modules (cart, checkout, account…) and lazy parts (the drawer's forms, the mini cart)
 * alike. The server and development load whole catalogues, so nothing waits there.
 */
if (import.meta.env.PROD && !import.meta.env.SSR) {
  const locale = document.documentElement.dataset.locale ?? DEFAULT_LOCALE;
  await ensureFullCatalogue(isShopLocale(locale) ? locale : DEFAULT_LOCALE);
}

export {};
