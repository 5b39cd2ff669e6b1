import { defineMessages } from '../i18n/define-messages.ts';

export const onlineIndicatorMessages = defineMessages({
  offline: { id: 'ui.onlineIndicator.offline', defaultMessage: 'Offline' },
  /** Toast shown when the connection drops, for 3 s (spec §4, Connectivity). */
  offlineToast: {
    id: 'ui.onlineIndicator.offlineToast',
    defaultMessage: 'You are offline. Some features may be unavailable.',
  },
  /** Toast shown when the connection returns, for 3 s. */
  onlineToast: { id: 'ui.onlineIndicator.onlineToast', defaultMessage: 'You are online.' },
});

/** How long the connectivity toasts stay (spec §9). */
export const CONNECTIVITY_TOAST_TIMEOUT_MS = 3000;
