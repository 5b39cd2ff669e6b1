import { LinkComponentProvider, ToastProvider } from '@vitrine/ui';
import type { LinkRenderProps } from '@vitrine/ui';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Catalogue } from '../../i18n/intl.ts';
import type { ShopLocale } from '../../i18n/locales.ts';
import { ShopIntlProvider } from '../../i18n/shop-intl.tsx';
import { MiniCartProvider } from '../../cart-ui/mini-cart-context.tsx';
import { RuntimeProvider } from '../../shop/runtime-context.tsx';
import { FavoriteStoreProvider } from '../../favorite-store/favorite-store-context.tsx';
import { WishlistProvider } from '../../wishlist-ui/wishlist-context.tsx';
import { markRootStylesheets, rootStylesheetsOf } from '../../lib/root-stylesheets.ts';

/** The design system's internal links navigate on the client through react-router. */
function RouterLink({ href, ref, ...props }: LinkRenderProps) {
  return <Link to={href} ref={ref} {...props} />;
}

/** Providers every page renders under: locale, client-side links, toasts, the shop runtime, the favourite store, the wish list, the mini cart. */
export function AppProviders({
  locale,
  messages,
  children,
}: {
  locale: ShopLocale;
  messages: Catalogue;
  children: ReactNode;
}) {
  // Once hydration has settled the head (it drops nodes no component rendered), the root
  // stylesheets stay first in the cascade when lazy chunks load (see the function). The error
  // shell needs it as much as the pages.
  useEffect(() => {
    markRootStylesheets(document, rootStylesheetsOf(window));
  }, []);
  return (
    <>
      <ShopIntlProvider locale={locale} messages={messages}>
        <LinkComponentProvider component={RouterLink}>
          <ToastProvider>
            <RuntimeProvider>
              <FavoriteStoreProvider>
                <WishlistProvider>
                  <MiniCartProvider>{children}</MiniCartProvider>
                </WishlistProvider>
              </FavoriteStoreProvider>
            </RuntimeProvider>
          </ToastProvider>
        </LinkComponentProvider>
      </ShopIntlProvider>
    </>
  );
}
