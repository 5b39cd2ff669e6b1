import { accountMessages } from '../account-session/account.messages.ts';
import { loadSavedCards } from '../features/account/payments.data.ts';
import { SavedPaymentsPage } from '../features/account/saved-payments-page.tsx';
import { requireSignedIn } from '../features/account/signed-in-route.ts';
import { metaIntl, storeNameOf } from '../lib/meta.ts';
import type { Route } from './+types/account-saved-payments';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSignedIn(request);
  return { cards: await loadSavedCards() };
}

export function meta({ matches }: Route.MetaArgs) {
  const title = metaIntl(matches).formatMessage(accountMessages.savedPayments);
  return [{ title: `${title} | ${storeNameOf(matches)}` }, { name: 'robots', content: 'noindex' }];
}

/** /saved-payments (spec §2). */
export default function SavedPayments({ loaderData }: Route.ComponentProps) {
  return <SavedPaymentsPage cards={loaderData.cards} />;
}
