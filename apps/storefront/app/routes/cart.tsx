import { CartPage } from '../features/cart/cart-page.tsx';
import { cartMessages } from '../cart-ui/cart.messages.ts';
import { readCartLinesHint } from '../cart-ui/cart-lines-hint.ts';
import { useRequiredRuntime } from '../shop/runtime-context.tsx';
import { metaIntl, storeNameOf } from '../lib/meta.ts';
import type { Route } from './+types/cart';

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `${metaIntl(matches).formatMessage(cartMessages.title)} | ${storeNameOf(matches)}` },
    { name: 'robots', content: 'noindex' },
  ];
}

/** How many lines the cart had when the browser last saw it (decision 124). */
export function loader({ request }: Route.LoaderArgs) {
  return { lines: readCartLinesHint(request.headers.get('Cookie')) };
}

/** A navigation in the browser reads the same cookie: no request for it. */
export function clientLoader() {
  return { lines: readCartLinesHint(document.cookie) };
}

/**
 * /cart: the cart lives in the browser (its id in local storage), so the browser fills the page
 * in; the server draws its frame, with the empty state or as many lines as the cart had.
 */
export default function Cart({ loaderData }: Route.ComponentProps) {
  const runtime = useRequiredRuntime();
  return (
    <div className="page-container">
      <CartPage runtime={runtime} expectedLines={loaderData.lines} />
    </div>
  );
}
