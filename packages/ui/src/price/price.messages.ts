import { defineMessages } from '../i18n/define-messages.ts';

export const priceMessages = defineMessages({
  regular: { id: 'ui.price.regular', defaultMessage: 'Regular price' },
  final: { id: 'ui.price.final', defaultMessage: 'Special price' },
});
