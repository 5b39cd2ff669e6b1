import { accountEntryMessages } from '../features/account-entry/account-entry.messages.ts';
import { ForgotPasswordPage } from '../features/account-entry/sign-in-page.tsx';
import { metaIntl, storeNameOf } from '../lib/meta.ts';
import type { Route } from './+types/forgot-password';

export function meta({ matches }: Route.MetaArgs) {
  const title = metaIntl(matches).formatMessage(accountEntryMessages.forgotPasswordTitle);
  return [{ title: `${title} | ${storeNameOf(matches)}` }, { name: 'robots', content: 'noindex' }];
}

/** /forgot-password. */
export default function ForgotPassword() {
  return <ForgotPasswordPage />;
}
