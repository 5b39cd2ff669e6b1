import { DEFAULT_STORE_CODE } from '@vitrine/graphql-client';
import { data } from 'react-router';
import { shopContext } from '../context.ts';
import { accountMessages } from '../account-session/account.messages.ts';
import { requireSignedIn } from '../features/account/signed-in-route.ts';
import { loadSubscriptions } from '../features/account/subscriptions.data.ts';
import { SubscriptionsPageView } from '../features/account/subscriptions-page.tsx';
import { errorMeta } from '../features/errors/error-meta.ts';
import { RouteError } from '../features/errors/route-error.tsx';
import { metaIntl, storeNameOf } from '../lib/meta.ts';
import { shopExtensionsOf } from '../lib/shop-extensions.server.ts';
import type { Route } from './+types/account-subscriptions';

/** Subscriptions are extension `subscriptions`' (decision 100): without it the page does not exist. */
export async function loader({ context }: Route.LoaderArgs) {
  const extensions = await shopExtensionsOf(context.get(shopContext), DEFAULT_STORE_CODE);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router answers with a status this way
  if (!extensions.has('subscriptions')) throw data({ reason: 'extension' }, { status: 404 });
  return null;
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  // First: on a stock Magento this throws the not-found answer before any subscription call.
  await serverLoader();
  requireSignedIn(request);
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  return { subscriptions: await loadSubscriptions(Number.isInteger(page) && page > 0 ? page : 1) };
}
clientLoader.hydrate = true as const;

/**
 * The page renders only with the browser's data: the account layout's shimmer shows until then,
 * so this fallback never shows (it tells react-router the server data never reaches the page).
 */
export function HydrateFallback() {
  return null;
}

export function meta({ error, matches }: Route.MetaArgs) {
  const intl = metaIntl(matches);
  if (error) return errorMeta(error, intl, storeNameOf(matches));
  const title = intl.formatMessage(accountMessages.subscriptions);
  return [{ title: `${title} | ${storeNameOf(matches)}` }, { name: 'robots', content: 'noindex' }];
}

/** /subscriptions « Mes abonnements » (issue 22). */
export default function Subscriptions({ loaderData }: Route.ComponentProps) {
  return <SubscriptionsPageView subscriptions={loaderData.subscriptions} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
