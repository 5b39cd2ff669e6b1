import { DEFAULT_STORE_CODE } from '@vitrine/graphql-client';
import { shopContext } from '../context.ts';
import { loadAccountFormsConfig } from '../forms/forms-config.ts';
import { accountEntryMessages } from '../features/account-entry/account-entry.messages.ts';
import { CreateAccountPage } from '../features/account-entry/create-account-page.tsx';
import { metaIntl, storeNameOf } from '../lib/meta.ts';
import { shopExtensionsOf } from '../lib/shop-extensions.server.ts';
import type { Route } from './+types/create-account';

/**
 * The password policy and (extension `gdpr`) the consent texts, read with the page so the form is
 * complete at once.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const extensions = await shopExtensionsOf(shop, DEFAULT_STORE_CODE);
  return { config: await loadAccountFormsConfig(shop, extensions) };
}

/** Store config does not change with the prefill of the query string. */
export function shouldRevalidate() {
  return false;
}

export function meta({ matches }: Route.MetaArgs) {
  const title = metaIntl(matches).formatMessage(accountEntryMessages.createAccountTitle);
  return [{ title: `${title} | ${storeNameOf(matches)}` }, { name: 'robots', content: 'noindex' }];
}

/** /create-account?email=…&firstName=…&lastName=… (spec §2). */
export default function CreateAccount({ loaderData }: Route.ComponentProps) {
  return <CreateAccountPage config={loaderData.config} />;
}
