import { defineMessages } from '../i18n/define-messages.ts';

/** The error view's texts (spec §2, §8). */
export const errorViewMessages = defineMessages({
  header: { id: 'ui.errorView.header', defaultMessage: 'Oops!' },
  message: {
    id: 'ui.errorView.message',
    defaultMessage: 'Looks like something went wrong. Sorry about that.',
  },
  goHome: { id: 'ui.errorView.goHome', defaultMessage: 'Take me home' },
  /** The retry button, when the failure may pass (a slow or unavailable backend). */
  retry: { id: 'ui.errorView.retry', defaultMessage: 'Try again' },
  /** For the not-found page (spec §8). */
  notFound: {
    id: 'magentoRoute.routeError',
    defaultMessage: "Looks like the page you were hoping to find doesn't exist. Sorry about that.",
  },
  /** For the internal error page (spec §8). */
  internalError: {
    id: 'magentoRoute.internalError',
    defaultMessage: 'Something went wrong. Sorry about that.',
  },
});
