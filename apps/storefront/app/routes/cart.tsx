import { CartPage } from '../features/cart/cart-page.tsx';
import { cartMessages } from '../features/cart/cart.messages.ts';
import { useRequiredRuntime } from '../shop/runtime-context.tsx';
import { metaIntl, storeNameOf } from '../lib/meta.ts';
import type { Route } from './+types/cart';

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `${metaIntl(matches).formatMessage(cartMessages.title)} | ${storeNameOf(matches)}` },
    { name: 'robots', content: 'noindex' },
  ];
}

/** /cart: the cart lives in the browser (its id in local storage), so the page renders there. */
export default function Cart() {
  const runtime = useRequiredRuntime();
  return (
    <div className="page-container">
      <CartPage runtime={runtime} />
    </div>
  );
}
