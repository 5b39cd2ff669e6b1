import { loadPasswordPolicy } from '../forms/forms-config.ts';
import { accountShop } from '../features/account/account-data.ts';
import { accountMessages } from '../account-session/account.messages.ts';
import { loadAccountInformation } from '../features/account/information.data.ts';
import { InformationPage } from '../features/account/information-page.tsx';
import { requireSignedIn } from '../features/account/signed-in-route.ts';
import { metaIntl, storeNameOf } from '../lib/meta.ts';
import type { Route } from './+types/account-information';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSignedIn(request);
  const [information, policy] = await Promise.all([
    loadAccountInformation(),
    loadPasswordPolicy(accountShop()),
  ]);
  return { information, policy };
}

export function meta({ matches }: Route.MetaArgs) {
  const title = metaIntl(matches).formatMessage(accountMessages.accountInformation);
  return [{ title: `${title} | ${storeNameOf(matches)}` }, { name: 'robots', content: 'noindex' }];
}

/** /account-information and /customer/account/edit/ (spec §2). */
export default function AccountInformation({ loaderData }: Route.ComponentProps) {
  return <InformationPage data={loaderData} />;
}
