// Shown on a first visit, not on a catalogue page's first load: wait for the first visit's part of
// the catalogue, not the whole rest (decision 107).
import '../i18n/first-visit-catalogue.ts';
import { defineMessages } from '@vitrine/validation';

/** The banner's and the preferences panel's texts (the buttons are the design system's). */
export const consentManagerMessages = defineMessages({
  bannerTitle: { id: 'consent.banner.title', defaultMessage: 'Your privacy, your choices' },
  bannerText: {
    id: 'consent.banner.text',
    defaultMessage:
      'With your consent, we use third-party services to show videos, maps and reviews{antiBot, select, yes {, to protect our forms from robots} other {}}{analytics, select, yes { and to measure our audience} other {}}.',
  },
  bannerChange: {
    id: 'consent.banner.change',
    defaultMessage:
      'Refusing takes nothing essential away. You can change your mind at any time with “Manage my cookies”, at the bottom of every page.',
  },
  intro: {
    id: 'consent.preferences.intro',
    defaultMessage:
      'Choose, purpose by purpose, what we may load. Without your consent nothing is loaded from these services; your choices are kept for six months on this device.',
  },
  necessaryTitle: { id: 'consent.necessary.title', defaultMessage: 'Strictly necessary' },
  necessaryText: {
    id: 'consent.necessary.text',
    defaultMessage:
      'Your cart, your sign-in and the memory of these choices. The shop cannot work without them, and they follow nobody.',
  },
  videosTitle: { id: 'consent.videos.title', defaultMessage: 'Videos' },
  videosText: {
    id: 'consent.videos.text',
    defaultMessage:
      'YouTube and Vimeo videos in our pages. These services may set cookies and follow your browsing.',
  },
  mapsTitle: { id: 'consent.maps.title', defaultMessage: 'Maps' },
  mapsText: {
    id: 'consent.maps.text',
    defaultMessage: 'OpenStreetMap maps of our shops. The service receives your IP address.',
  },
  socialTitle: { id: 'consent.social.title', defaultMessage: 'Social media and reviews' },
  socialText: {
    id: 'consent.social.text',
    defaultMessage:
      'The feed of our posts and the customer reviews widget, shown by third-party services that may set cookies.',
  },
  antiBotTitle: { id: 'consent.antiBot.title', defaultMessage: 'Protection against robots' },
  antiBotText: {
    id: 'consent.antiBot.text',
    defaultMessage:
      'Google reCAPTCHA looks at your visit to tell people from robots on our forms. Without your consent your forms are still sent, with other protections.',
  },
  analyticsTitle: { id: 'consent.analytics.title', defaultMessage: 'Audience measurement' },
  analyticsText: {
    id: 'consent.analytics.text',
    defaultMessage: 'Visit statistics that help us improve the shop (Google Tag Manager).',
  },
});
