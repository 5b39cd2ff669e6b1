import { accountEntryMessages } from '../features/account-entry/account-entry.messages.ts';
import { SignInPage } from '../features/account-entry/sign-in-page.tsx';
import { metaIntl, storeNameOf } from '../lib/meta.ts';
import type { Route } from './+types/sign-in';

export function meta({ matches }: Route.MetaArgs) {
  const title = metaIntl(matches).formatMessage(accountEntryMessages.signInTitle);
  return [{ title: `${title} | ${storeNameOf(matches)}` }, { name: 'robots', content: 'noindex' }];
}

/** /sign-in: the form renders on the server; signing in runs in the browser (session package). */
export default function SignIn() {
  return <SignInPage />;
}
