import { accountMessages } from '../account-session/account.messages.ts';
import { OrderHistoryPage } from '../features/account/order-history-page.tsx';
import { loadOrders } from '../features/account/orders.data.ts';
import { requireSignedIn } from '../features/account/signed-in-route.ts';
import { metaIntl, storeNameOf } from '../lib/meta.ts';
import type { Route } from './+types/account-order-history';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSignedIn(request);
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  return { orders: await loadOrders(Number.isInteger(page) && page > 0 ? page : 1) };
}

export function meta({ matches }: Route.MetaArgs) {
  const title = metaIntl(matches).formatMessage(accountMessages.orderHistory);
  return [{ title: `${title} | ${storeNameOf(matches)}` }, { name: 'robots', content: 'noindex' }];
}

/** /order-history and /customer/account/ (spec §2). */
export default function OrderHistory({ loaderData }: Route.ComponentProps) {
  return <OrderHistoryPage orders={loaderData.orders} />;
}
