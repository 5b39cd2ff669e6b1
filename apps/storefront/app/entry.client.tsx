import { StrictMode, Suspense, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import {
  installPreactHydration,
  prepareDocumentForHydration,
} from './browser-runtime/preact-hydration.ts';
import { ensureCatalogue } from './i18n/catalogue-store.ts';
import { pageLocale } from './i18n/locales.ts';

// The page's catalogue is loaded before hydrating, so the first client render reads the same
// text the server rendered.
await ensureCatalogue(pageLocale(document));

// React on the server, Preact in the browser (decision 010).
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
