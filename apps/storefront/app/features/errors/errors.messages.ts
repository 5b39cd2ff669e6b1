import { defineMessages } from '@vitrine/validation';

/** Route error texts (spec §8), with the spec's ids. */
export const routeErrorMessages = defineMessages({
  notFound: {
    id: 'magentoRoute.routeError',
    defaultMessage: "Looks like the page you were hoping to find doesn't exist. Sorry about that.",
  },
  internalError: {
    id: 'magentoRoute.internalError',
    defaultMessage: 'Something went wrong. Sorry about that.',
  },
  notFoundTitle: {
    id: 'magentoRoute.notFoundTitle',
    defaultMessage: '404 Not Found | {storeName}',
  },
  errorTitle: { id: 'magentoRoute.errorTitle', defaultMessage: 'Error | {storeName}' },
});
