import '../../i18n/full-catalogue.ts';
import { defineMessages } from '@vitrine/validation';

/** The page the service worker shows for a page never seen while offline (decision 135). */
export const offlineMessages = defineMessages({
  title: { id: 'offline.title', defaultMessage: 'Offline | {storeName}' },
  heading: { id: 'offline.heading', defaultMessage: 'You are offline' },
  text: {
    id: 'offline.text',
    defaultMessage:
      'This page has not been saved on your device yet. The pages you have already visited can still be read.',
  },
  retry: { id: 'offline.retry', defaultMessage: 'Try again' },
  home: { id: 'offline.home', defaultMessage: 'Back to the home page' },
});
