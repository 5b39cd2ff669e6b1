import { StrictMode, Suspense, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import {
  installPreactHydration,
  prepareDocumentForHydration,
} from './browser-runtime/preact-hydration.ts';
import { ensureCatalogue, getCatalogue } from './i18n/catalogue-store.ts';
import { sharedShopIntl } from './i18n/intl.ts';
import { pageLocale } from './i18n/locales.ts';

// The page's catalogue is loaded before hydrating, so the first client render reads the same
// text the server rendered.
const locale = pageLocale(document);
await ensureCatalogue(locale);
// The locale's formatting data loads with the first formatter, in a task of its own: hydration
// runs in one task, which a phone's main thread should get through quickly.
sharedShopIntl(locale, getCatalogue(locale));
await new Promise((resolve) => setTimeout(resolve, 0));

// React on the server, Preact in the browser (decision 016).
installPreactHydration();
prepareDocumentForHydration(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <Suspense fallback={null}>
        <HydratedRouter />
      </Suspense>
    </StrictMode>,
  );
});
