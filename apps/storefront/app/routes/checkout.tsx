import { DEFAULT_STORE_CODE } from '@vitrine/graphql-client';
import { shopContext } from '../context.ts';
import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { pickupOfferOf } from '../features/checkout/pickup-offer.server.ts';
import { checkoutMessages } from '../features/checkout/checkout.messages.ts';
import { metaIntl, storeNameOf } from '../lib/meta.ts';
import type { Route } from './+types/checkout';

export function meta({ matches }: Route.MetaArgs) {
  return [
    {
      title: `${metaIntl(matches).formatMessage(checkoutMessages.title)} | ${storeNameOf(matches)}`,
    },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * Whether "Retrait en boutique" is offered, so the server's first step needs no read of the shops
 * before it is drawn (decision 179). Nothing about the shopper: the page stays shareable.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { pickupOffered: await pickupOfferOf(context.get(shopContext), DEFAULT_STORE_CODE) };
}

/** A navigation in the browser asks nothing more: the first step waits for its own read. */
export function clientLoader() {
  return { pickupOffered: null };
}

/**
 * /checkout: the checkout runs in the browser (cart id, token and saved checkout data are in its
 * storage). This module is its own chunk: no catalogue page loads checkout code.
 */
export default function Checkout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page-container">
      <CheckoutPage pickupOffered={loaderData.pickupOffered} />
    </div>
  );
}
