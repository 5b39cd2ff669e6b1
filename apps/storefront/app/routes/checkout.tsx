import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
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
 * /checkout: the checkout runs in the browser (cart id, token and saved checkout data are in its
 * storage). This module is its own chunk: no catalogue page loads checkout code.
 */
export default function Checkout() {
  return (
    <div className="page-container">
      <CheckoutPage />
    </div>
  );
}
