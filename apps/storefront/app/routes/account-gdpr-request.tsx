import { loadPasswordPolicy } from '../features/account/account-config.ts';
import { accountShop } from '../features/account/account-data.ts';
import { informationMessages } from '../features/account/account.messages.ts';
import { GdprConfirmation } from '../features/account/gdpr-confirmation.tsx';
import { loadAccountInformation, loadGdprRequest } from '../features/account/information.data.ts';
import { InformationPage } from '../features/account/information-page.tsx';
import { requireSignedIn } from '../features/account/signed-in-route.ts';
import { metaIntl, storeNameOf } from '../lib/meta.ts';
import type { Route } from './+types/account-gdpr-request';

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireSignedIn(request);
  const [information, policy, gdpr] = await Promise.all([
    loadAccountInformation(),
    loadPasswordPolicy(accountShop()),
    loadGdprRequest(params.type, params.code),
  ]);
  return { information, policy, gdpr };
}

export function meta({ matches }: Route.MetaArgs) {
  const title = metaIntl(matches).formatMessage(informationMessages.gdprTitle);
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
