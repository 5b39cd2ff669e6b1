import { defineMessages } from '../i18n/define-messages.ts';

export const shimmerMessages = defineMessages({
  loading: { id: 'ui.shimmer.loading', defaultMessage: 'Loading…' },
});
