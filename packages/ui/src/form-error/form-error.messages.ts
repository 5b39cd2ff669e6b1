import { defineMessages } from '../i18n/define-messages.ts';

export const formErrorMessages = defineMessages({
  generic: {
    id: 'formError.errorMessage',
    defaultMessage: 'An error has occurred. Please check the input and try again.',
  },
});
