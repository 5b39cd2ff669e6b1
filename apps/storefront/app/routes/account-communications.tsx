import { accountMessages } from '../features/account/account.messages.ts';
import { loadCommunications } from '../features/account/communications.data.ts';
import { CommunicationsPage } from '../features/account/communications-page.tsx';
import { requireSignedIn } from '../features/account/signed-in-route.ts';
import { metaIntl, storeNameOf } from '../lib/meta.ts';
import type { Route } from './+types/account-communications';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSignedIn(request);
  return { communications: await loadCommunications() };
}

export function meta({ matches }: Route.MetaArgs) {
  const title = metaIntl(matches).formatMessage(accountMessages.communications);
  return [{ title: `${title} | ${storeNameOf(matches)}` }, { name: 'robots', content: 'noindex' }];
}

/** /communications (spec §2). */
export default function Communications({ loaderData }: Route.ComponentProps) {
  return <CommunicationsPage communications={loaderData.communications} />;
}
