import { defineMessages } from '../i18n/define-messages.ts';

/** Developer-facing misuse errors of the toast API (spec §8, "Toast misuse"). */
export const toastErrorMessages = {
  typeRequired: 'toast.type is required',
  messageRequired: 'toast.message is required',
  dismissableOrTimeout: 'Toast should be user-dismissable or have a timeout',
} as const;

/** Shopper-facing strings of the toast container. */
export const toastMessages = defineMessages({
  dismiss: { id: 'ui.toast.dismiss', defaultMessage: 'Close' },
  region: { id: 'ui.toast.region', defaultMessage: 'Notifications' },
});
