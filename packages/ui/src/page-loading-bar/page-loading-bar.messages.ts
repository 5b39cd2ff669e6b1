import { defineMessages } from '../i18n/define-messages.ts';

export const pageLoadingBarMessages = defineMessages({
  label: { id: 'ui.pageLoadingBar.label', defaultMessage: 'Loading page' },
});
