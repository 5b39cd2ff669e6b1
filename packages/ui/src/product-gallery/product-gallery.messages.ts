import { defineMessages } from '../i18n/define-messages.ts';

export const productGalleryMessages = defineMessages({
  label: { id: 'ui.productGallery.label', defaultMessage: 'Product images' },
  previous: { id: 'ui.productGallery.previous', defaultMessage: 'Previous image' },
  next: { id: 'ui.productGallery.next', defaultMessage: 'Next image' },
  thumbnails: { id: 'ui.productGallery.thumbnails', defaultMessage: 'Choose an image' },
  loading: { id: 'ui.productGallery.loading', defaultMessage: 'Loading images…' },
});
