import { defineMessages } from '../i18n/define-messages.ts';

export const ratingSummaryMessages = defineMessages({
  rating: { id: 'ui.ratingSummary.rating', defaultMessage: 'Rated {rating} out of 5' },
  reviews: {
    id: 'ui.ratingSummary.reviews',
    defaultMessage: '{count, plural, =0 {No reviews yet} one {# review} other {# reviews}}',
  },
});
