import type { MetaDescriptor } from 'react-router';
import type { ShopIntl } from '../../i18n/intl.ts';
import { routeErrorMessages } from './errors.messages.ts';
import { isNotFound } from './route-error.tsx';

/**
 * Head tags of an error page: the not-found title and the prerender status code that tells a
 * prerenderer (and crawlers behind it) the page is missing.
 */
export function errorMeta(error: unknown, intl: ShopIntl, storeName: string): MetaDescriptor[] {
  const notFound = isNotFound(error);
  return [
    {
      title: intl.formatMessage(
        notFound ? routeErrorMessages.notFoundTitle : routeErrorMessages.errorTitle,
        {
          storeName,
        },
      ),
    },
    { name: 'prerender-status-code', content: notFound ? '404' : '500' },
    { name: 'robots', content: 'noindex' },
  ];
}
