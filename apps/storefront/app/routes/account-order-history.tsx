import { DEFAULT_STORE_CODE } from '@vitrine/graphql-client';
import { shopContext } from '../context.ts';
import { accountMessages } from '../account-session/account.messages.ts';
import { OrderHistoryPage } from '../features/account/order-history-page.tsx';
import { loadOrders } from '../features/account/orders.data.ts';
import { requireSignedIn } from '../features/account/signed-in-route.ts';
import { metaIntl, storeNameOf } from '../lib/meta.ts';
import { shopExtensionsOf } from '../lib/shop-extensions.server.ts';
import type { Route } from './+types/account-order-history';

/** What the server knows: whether the store has extension `subscriptions` (decision 100). */
export async function loader({ context }: Route.LoaderArgs) {
  const extensions = await shopExtensionsOf(context.get(shopContext), DEFAULT_STORE_CODE);
  return { subscriptions: extensions.has('subscriptions') };
}

/** The orders are read in the browser, where the sign-in token lives. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  requireSignedIn(request);
  const params = new URL(request.url).searchParams;
  const page = Number(params.get('page') ?? '1');
  const { subscriptions } = await serverLoader();
  return {
    orders: await loadOrders(Number.isInteger(page) && page > 0 ? page : 1, {
      orderNumber: params.get('order'),
      subscriptions,
    }),
  };
}
clientLoader.hydrate = true as const;

/**
 * The page renders only with the browser's data: the account layout's shimmer shows until then,
 * so this fallback never shows (it tells react-router the server data never reaches the page).
 */
export function HydrateFallback() {
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  const title = metaIntl(matches).formatMessage(accountMessages.orderHistory);
  return [{ title: `${title} | ${storeNameOf(matches)}` }, { name: 'robots', content: 'noindex' }];
}

/** /order-history and /customer/account/ (spec §2); `?order=` shows that one order, opened. */
export default function OrderHistory({ loaderData }: Route.ComponentProps) {
  return <OrderHistoryPage orders={loaderData.orders} />;
}
