import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { ensureCatalogue } from './i18n/catalogue-store.ts';
import { pageLocale } from './i18n/locales.ts';
import { markRootStylesheets } from './lib/root-stylesheets.ts';

// The root route's stylesheets stay first in the cascade when lazy chunks load (see the function).
const manifest = (
  window as { __reactRouterManifest?: { routes?: Record<string, { css?: string[] }> } }
).__reactRouterManifest;
markRootStylesheets(document, manifest?.routes?.root?.css ?? []);

// The page's catalogue is loaded before hydrating, so the first client render reads the same
// text the server rendered.
await ensureCatalogue(pageLocale(document));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
