import { shopContext } from '../context.ts';
import { loadPasswordPolicy } from '../forms/forms-config.ts';
import { accountEntryMessages } from '../features/account-entry/account-entry.messages.ts';
import { ResetPasswordPage } from '../features/account-entry/create-account-page.tsx';
import { metaIntl, storeNameOf } from '../lib/meta.ts';
import type { Route } from './+types/create-password';

export async function loader({ context }: Route.LoaderArgs) {
  return { policy: await loadPasswordPolicy(context.get(shopContext)) };
}

export function shouldRevalidate() {
  return false;
}

export function meta({ matches }: Route.MetaArgs) {
  const title = metaIntl(matches).formatMessage(accountEntryMessages.resetPasswordTitle);
  return [
    { title: `${title} | ${storeNameOf(matches)}` },
    { name: 'robots', content: 'noindex' },
    // The link carries a single-use token: never send it to another site.
    { name: 'referrer', content: 'no-referrer' },
  ];
}

/** /customer/account/createPassword?email=…&token=…: the reset link of the e-mail (spec §2). */
export default function CreatePassword({ loaderData }: Route.ComponentProps) {
  return <ResetPasswordPage policy={loaderData.policy} />;
}
