import { accountEntryMessages } from '../features/account/account-entry.messages.ts';
import { ForgotPasswordPage } from '../features/account/sign-in-page.tsx';
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
