import { CspNonceContext, preloadServedRichContent } from '@vitrine/ui';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadServedPage } from './routes/resolve.pages.tsx';
import { ensureCatalogue, getCatalogue } from './i18n/catalogue-store.ts';
import { sharedShopIntl } from './i18n/intl.ts';
import { pageLocale } from './i18n/locales.ts';
import { documentNonce } from './lib/csp-nonce.ts';
import { nextTask } from './lib/next-task.ts';

// The page's catalogue is loaded before hydrating, so the first client render reads the same
// text the server rendered; so are the component of the page type the URL resolver drew (decision
// 104) and the block renderers its rich content needs (decision 105), fetched alongside.
const locale = pageLocale(document);
await Promise.all([
  ensureCatalogue(locale),
  preloadServedPage(document),
  preloadServedRichContent(document),
]);
// The locale's formatting data loads with the first formatter (74 ms in `supportedLocalesOf` on a
// phone-speed CPU), in a task of its own rather than inside the first slice of hydration.
sharedShopIntl(locale, getCatalogue(locale));
await nextTask();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      {/* The style sheets React creates later (content reached by a client-side navigation) need
          the page's nonce as much as the server's did. */}
      <CspNonceContext value={documentNonce(document)}>
        <HydratedRouter />
      </CspNonceContext>
    </StrictMode>,
  );
});
