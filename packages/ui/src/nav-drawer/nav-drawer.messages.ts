import { defineMessages } from '../i18n/define-messages.ts';

export const navDrawerMessages = defineMessages({
  back: { id: 'ui.navDrawer.back', defaultMessage: 'Back' },
  contactUs: { id: 'ui.navDrawer.contactUs', defaultMessage: 'Contact Us' },
  greeting: { id: 'ui.navDrawer.greeting', defaultMessage: 'Hi, {name}' },
  all: { id: 'ui.navDrawer.all', defaultMessage: 'All {name}' },
  categories: { id: 'ui.navDrawer.categories', defaultMessage: 'Categories' },
});
