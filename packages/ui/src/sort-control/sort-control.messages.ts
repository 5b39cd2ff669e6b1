import { defineMessages } from '../i18n/define-messages.ts';

export const sortControlMessages = defineMessages({
  label: { id: 'ui.sortControl.label', defaultMessage: 'Sort by' },
  sortedBy: { id: 'ui.sortControl.sortedBy', defaultMessage: 'Sorted by {option}' },
});
