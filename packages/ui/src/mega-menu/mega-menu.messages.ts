import { defineMessages } from '../i18n/define-messages.ts';

export const megaMenuMessages = defineMessages({
  label: { id: 'ui.megaMenu.label', defaultMessage: 'Main' },
  all: { id: 'ui.megaMenu.all', defaultMessage: 'All {name}' },
});
