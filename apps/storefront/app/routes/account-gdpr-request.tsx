import { DEFAULT_STORE_CODE } from '@vitrine/graphql-client';
import { data } from 'react-router';
import { shopContext } from '../context.ts';
import { loadPasswordPolicy, offersGdpr } from '../forms/forms-config.ts';
import { accountShop } from '../features/account/account-data.ts';
import { informationMessages } from '../account-session/account.messages.ts';
import { GdprConfirmation } from '../features/account/gdpr-confirmation.tsx';
import { loadAccountInformation, loadGdprRequest } from '../features/account/information.data.ts';
import { InformationPage } from '../features/account/information-page.tsx';
import { requireSignedIn } from '../features/account/signed-in-route.ts';
import { errorMeta } from '../features/errors/error-meta.ts';
import { RouteError } from '../features/errors/route-error.tsx';
import { metaIntl, storeNameOf } from '../lib/meta.ts';
import { shopExtensionsOf } from '../lib/shop-extensions.server.ts';
import type { Route } from './+types/account-gdpr-request';

/** GDPR requests are extension `gdpr`'s (decision 100): without it the page does not exist. */
export async function loader({ context }: Route.LoaderArgs) {
  const extensions = await shopExtensionsOf(context.get(shopContext), DEFAULT_STORE_CODE);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router answers with a status this way
  if (!offersGdpr(extensions)) throw data({ reason: 'extension' }, { status: 404 });
  return null;
}

export async function clientLoader({ request, params, serverLoader }: Route.ClientLoaderArgs) {
  // First: on a store without `gdpr` this throws the not-found answer before any GDPR call.
  await serverLoader();
  requireSignedIn(request);
  const [information, policy, gdpr] = await Promise.all([
    loadAccountInformation(),
    loadPasswordPolicy(accountShop()),
    loadGdprRequest(params.type, params.code),
  ]);
  return { information, policy, gdpr };
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
  const title = intl.formatMessage(informationMessages.gdprTitle);
  return [
    { title: `${title} | ${storeNameOf(matches)}` },
    { name: 'robots', content: 'noindex' },
    // The link's code confirms the request: never send it to another site.
    { name: 'referrer', content: 'no-referrer' },
  ];
}

/** /gdpr-request/type/{type}/code/{code}: account information with the request to confirm. */
export default function GdprRequest({ loaderData, params }: Route.ComponentProps) {
  return (
    <InformationPage
      data={loaderData}
      before={<GdprConfirmation request={loaderData.gdpr} type={params.type} code={params.code} />}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
