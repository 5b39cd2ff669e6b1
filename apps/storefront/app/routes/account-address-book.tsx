import { accountMessages } from '../account-session/account.messages.ts';
import { AddressBookPage } from '../features/account/address-book-page.tsx';
import { loadAddresses } from '../features/account/addresses.data.ts';
import { requireSignedIn } from '../features/account/signed-in-route.ts';
import { metaIntl, storeNameOf } from '../lib/meta.ts';
import type { Route } from './+types/account-address-book';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSignedIn(request);
  return { addresses: await loadAddresses() };
}

export function meta({ matches }: Route.MetaArgs) {
  const title = metaIntl(matches).formatMessage(accountMessages.addressBook);
  return [{ title: `${title} | ${storeNameOf(matches)}` }, { name: 'robots', content: 'noindex' }];
}

/** /address-book (spec §2). */
export default function AddressBook({ loaderData }: Route.ComponentProps) {
  return <AddressBookPage addresses={loaderData.addresses} />;
}
