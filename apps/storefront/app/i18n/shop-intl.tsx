import { FormatMessageProvider } from '@vitrine/ui';
import type { FormatMessage } from '@vitrine/ui';
import { createContext, useCallback, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { sharedShopIntl } from './intl.ts';
import type { Catalogue, ShopIntl } from './intl.ts';
import type { ShopLocale } from './locales.ts';
import { toLanguageTag } from './locales.ts';

const IntlContext = createContext<ShopIntl | null>(null);

/**
 * Makes the visitor's locale available to the storefront (`useIntl`) and to the design system,
 * whose components format their message descriptors through it.
 */
export function ShopIntlProvider({
  locale,
  messages,
  children,
}: {
  locale: ShopLocale;
  messages: Catalogue;
  children: ReactNode;
}) {
  const intl = useMemo(() => sharedShopIntl(locale, messages), [locale, messages]);
  // Descriptors from the domain packages carry their values with them (decision 002).
  const formatMessage = useCallback<FormatMessage>(
    (descriptor, values) => intl.formatMessage(descriptor, { ...descriptor.values, ...values }),
    [intl],
  );
  return (
    <IntlContext value={intl}>
      <FormatMessageProvider formatMessage={formatMessage} locale={toLanguageTag(locale)}>
        {children}
      </FormatMessageProvider>
    </IntlContext>
  );
}

/** The formatter of the page's locale. */
export function useIntl(): ShopIntl {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl needs a ShopIntlProvider above it');
  return intl;
}
