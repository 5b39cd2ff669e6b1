import { defineMessages } from '../i18n/define-messages.ts';

export const linkMessages = defineMessages({
  newTab: { id: 'ui.link.newTab', defaultMessage: '(opens in a new tab)' },
});
