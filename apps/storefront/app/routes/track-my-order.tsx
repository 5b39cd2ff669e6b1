import { trackingMessages } from '../features/tracking/tracking.messages.ts';
import { TrackOrderPage } from '../features/tracking/track-order-page.tsx';
import { metaIntl, pageMeta, storeNameOf } from '../lib/meta.ts';
import type { Route } from './+types/track-my-order';

export function meta({ matches }: Route.MetaArgs) {
  const intl = metaIntl(matches);
  return [
    ...pageMeta({
      title: `${intl.formatMessage(trackingMessages.title)} | ${storeNameOf(matches)}`,
      description: intl.formatMessage(trackingMessages.intro),
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** /track-my-order/ (spec §2): the server's guest order tracking. */
export default function TrackMyOrder() {
  return <TrackOrderPage />;
}
