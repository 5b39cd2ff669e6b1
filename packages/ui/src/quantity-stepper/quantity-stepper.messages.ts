import { defineMessages } from '../i18n/define-messages.ts';

export const quantityStepperMessages = defineMessages({
  label: { id: 'ui.quantityStepper.label', defaultMessage: 'Quantity' },
  decrease: { id: 'ui.quantityStepper.decrease', defaultMessage: 'Decrease quantity' },
  increase: { id: 'ui.quantityStepper.increase', defaultMessage: 'Increase quantity' },
});
