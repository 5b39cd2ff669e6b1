import { defineMessages } from '@vitrine/validation';

/** Consent and anti-bot texts every page may show (part of a catalogue page's first load). */
export const consentMessages = defineMessages({
  manageCookies: { id: 'consent.manageCookies', defaultMessage: 'Manage my cookies' },
  honeypotLabel: { id: 'consent.honeypot.label', defaultMessage: 'Leave this field empty' },
});
