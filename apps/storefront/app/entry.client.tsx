import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { ensureCatalogue } from './i18n/catalogue-store.ts';
import { DEFAULT_LOCALE, isShopLocale } from './i18n/locales.ts';

// The page's catalogue is loaded before hydrating, so the first client render reads the same
// text the server rendered.
const locale = document.documentElement.dataset.locale ?? DEFAULT_LOCALE;
await ensureCatalogue(isShopLocale(locale) ? locale : DEFAULT_LOCALE);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
