import { defineMessages } from '../i18n/define-messages.ts';

/** Built-in strings of form fields (spec §5, form error display). */
export const fieldMessages = defineMessages({
  optional: { id: 'ui.field.optional', defaultMessage: 'Optional' },
  clearText: { id: 'ui.field.clearText', defaultMessage: 'Clear Text' },
  close: { id: 'ui.field.close', defaultMessage: 'Close' },
  required: { id: 'ui.field.required', defaultMessage: 'Required' },
});
