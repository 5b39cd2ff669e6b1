import { DEFAULT_STORE_CODE } from '@vitrine/graphql-client';
import { shopContext } from '../context.ts';
import { loadNewsletterConsent, offersGdpr } from '../forms/forms-config.ts';
import { accountMessages } from '../account-session/account.messages.ts';
import { loadCommunications } from '../features/account/communications.data.ts';
import type { CommunicationsSettings } from '../features/account/communications.data.ts';
import { CommunicationsPage } from '../features/account/communications-page.tsx';
import { requireSignedIn } from '../features/account/signed-in-route.ts';
import { metaIntl, storeNameOf } from '../lib/meta.ts';
import { shopExtensionsOf } from '../lib/shop-extensions.server.ts';
import type { Route } from './+types/account-communications';

/**
 * What the server knows: whether the store has extension `gdpr` (decision 100) and, with it, the
 * newsletter's consent texts (public store config).
 */
export async function loader({ context }: Route.LoaderArgs): Promise<CommunicationsSettings> {
  const shop = context.get(shopContext);
  const extensions = await shopExtensionsOf(shop, DEFAULT_STORE_CODE);
  return {
    gdpr: offersGdpr(extensions),
    newsletterText: await loadNewsletterConsent(shop, extensions),
  };
}

/** The customer's own preferences are read in the browser, where the sign-in token lives. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  requireSignedIn(request);
  return { communications: await loadCommunications(await serverLoader()) };
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
  const title = metaIntl(matches).formatMessage(accountMessages.communications);
  return [{ title: `${title} | ${storeNameOf(matches)}` }, { name: 'robots', content: 'noindex' }];
}

/** /communications (spec §2). */
export default function Communications({ loaderData }: Route.ComponentProps) {
  return <CommunicationsPage communications={loaderData.communications} />;
}
