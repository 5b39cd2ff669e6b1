import { defineMessages } from '../i18n/define-messages.ts';

/** Built-in strings of the rich-content renderers (English defaults; the storefront translates). */
export const richContentMessages = defineMessages({
  noBlocks: { id: 'ui.richContent.noBlocks', defaultMessage: 'There are no blocks to display' },
  blockLoading: { id: 'ui.richContent.blockLoading', defaultMessage: 'Loading…' },
  blockError: {
    id: 'ui.richContent.blockError',
    defaultMessage: 'Looks like something went wrong. Sorry about that.',
  },
  playVideo: { id: 'ui.richContent.playVideo', defaultMessage: 'Play video' },
  videoTitle: { id: 'ui.richContent.videoTitle', defaultMessage: 'Video' },
  sliderLabel: { id: 'ui.richContent.sliderLabel', defaultMessage: 'Highlights' },
  productsLabel: { id: 'ui.richContent.productsLabel', defaultMessage: 'Products' },
  previousSlide: { id: 'ui.richContent.previousSlide', defaultMessage: 'Previous slide' },
  nextSlide: { id: 'ui.richContent.nextSlide', defaultMessage: 'Next slide' },
  goToSlide: { id: 'ui.richContent.goToSlide', defaultMessage: 'Go to slide {number}' },
  slideLabel: { id: 'ui.richContent.slideLabel', defaultMessage: '{number} of {count}' },
  pauseSlider: { id: 'ui.richContent.pauseSlider', defaultMessage: 'Pause' },
  playSlider: { id: 'ui.richContent.playSlider', defaultMessage: 'Play' },
  mapTitle: { id: 'ui.richContent.mapTitle', defaultMessage: 'Map of {name}' },
  mapDirections: { id: 'ui.richContent.mapDirections', defaultMessage: 'Open in OpenStreetMap' },
  socialFeed: { id: 'ui.richContent.socialFeed', defaultMessage: 'Social feed' },
  reviews: { id: 'ui.richContent.reviews', defaultMessage: 'Customer reviews' },
});
