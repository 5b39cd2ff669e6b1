import { StrictMode, Suspense, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { pageHydration } from './browser-runtime/hydration-deferral.ts';
import {
  installPreactHydration,
  prepareDocumentForHydration,
} from './browser-runtime/preact-hydration.ts';
import { ensureCatalogue, getCatalogue } from './i18n/catalogue-store.ts';
import { sharedShopIntl } from './i18n/intl.ts';
import { pageLocale } from './i18n/locales.ts';
import { nextTask } from './lib/next-task.ts';

// The page's catalogue is loaded before hydrating, so the first client render reads the same
// text the server rendered.
const locale = pageLocale(document);
await ensureCatalogue(locale);
// The locale's formatting data loads with the first formatter, in a task of its own: hydration
// runs in one task, which a phone's main thread should get through quickly.
sharedShopIntl(locale, getCatalogue(locale));
await nextTask();

// React on the server, Preact in the browser (decision 016).
installPreactHydration();
prepareDocumentForHydration(document);
// Hidden parts of the page hydrate after it, in tasks of their own (decision 018).
pageHydration.begin();

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
