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
  /** A read that took longer than the read timeout (decision 106). */
  timeout: {
    id: 'magentoRoute.timeout',
    defaultMessage: 'The page is taking too long to load. Please try again in a moment.',
  },
  retry: { id: 'magentoRoute.retry', defaultMessage: 'Try again' },
  notFoundTitle: {
    id: 'magentoRoute.notFoundTitle',
    defaultMessage: '404 Not Found | {storeName}',
  },
  errorTitle: { id: 'magentoRoute.errorTitle', defaultMessage: 'Error | {storeName}' },
});
