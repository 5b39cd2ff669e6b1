import { defineMessages } from '../i18n/define-messages.ts';

export const sliderMessages = defineMessages({
  carousel: { id: 'ui.slider.carousel', defaultMessage: 'carousel' },
  slide: { id: 'ui.slider.slide', defaultMessage: 'slide' },
  slideLabel: { id: 'ui.slider.slideLabel', defaultMessage: '{index} of {count}' },
  previous: { id: 'ui.slider.previous', defaultMessage: 'Previous slide' },
  next: { id: 'ui.slider.next', defaultMessage: 'Next slide' },
  goTo: { id: 'ui.slider.goTo', defaultMessage: 'Go to slide {index}' },
  pause: { id: 'ui.slider.pause', defaultMessage: 'Pause the slideshow' },
  play: { id: 'ui.slider.play', defaultMessage: 'Play the slideshow' },
});
