import { defineMessages } from '../i18n/define-messages.ts';

export const passwordMessages = defineMessages({
  show: { id: 'ui.password.show', defaultMessage: 'Show Password' },
});
