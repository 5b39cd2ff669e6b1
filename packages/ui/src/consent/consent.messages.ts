import { defineMessages } from '../i18n/define-messages.ts';

/** Built-in strings of the consent banner, panel and placeholders (the storefront translates). */
export const consentMessages = defineMessages({
  acceptAll: { id: 'ui.consent.acceptAll', defaultMessage: 'Accept all' },
  rejectAll: { id: 'ui.consent.rejectAll', defaultMessage: 'Reject all' },
  customise: { id: 'ui.consent.customise', defaultMessage: 'Customise' },
  preferencesTitle: { id: 'ui.consent.preferencesTitle', defaultMessage: 'Privacy preferences' },
  save: { id: 'ui.consent.save', defaultMessage: 'Save my choices' },
  alwaysOn: { id: 'ui.consent.alwaysOn', defaultMessage: 'Always on' },
  allowed: { id: 'ui.consent.allowed', defaultMessage: 'Allowed' },
  refused: { id: 'ui.consent.refused', defaultMessage: 'Refused' },
  allowAndShow: { id: 'ui.consent.allowAndShow', defaultMessage: 'Allow and show' },
  manage: { id: 'ui.consent.manage', defaultMessage: 'Manage my cookies' },
  videoTitle: { id: 'ui.consent.videoTitle', defaultMessage: '{provider} video' },
  videoText: {
    id: 'ui.consent.videoText',
    defaultMessage:
      '{provider} may set cookies and follow your browsing: the video stays blocked until you allow it.',
  },
  mapTitle: { id: 'ui.consent.mapTitle', defaultMessage: '{provider} map' },
  mapText: {
    id: 'ui.consent.mapText',
    defaultMessage:
      'The map comes from {provider}, which receives your IP address: it stays blocked until you allow it. The addresses are listed below.',
  },
  socialTitle: { id: 'ui.consent.socialTitle', defaultMessage: 'Our social media posts' },
  socialText: {
    id: 'ui.consent.socialText',
    defaultMessage:
      'This feed is shown by {provider}, which may set cookies: it stays blocked until you allow it.',
  },
  reviewsTitle: { id: 'ui.consent.reviewsTitle', defaultMessage: 'Customer reviews' },
  reviewsText: {
    id: 'ui.consent.reviewsText',
    defaultMessage:
      'The reviews are shown by {provider}, which may set cookies: they stay blocked until you allow them.',
  },
});
