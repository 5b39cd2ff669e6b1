import { shopContext } from '../context.ts';
import { ContactPage } from '../features/contact/contact-page.tsx';
import { contactMessages } from '../features/contact/contact.messages.ts';
import { loadContactPage } from '../features/contact/contact.server.ts';
import { metaIntl, pageMeta, storeNameOf } from '../lib/meta.ts';
import type { Route } from './+types/contact-us';

export async function loader({ context }: Route.LoaderArgs) {
  return loadContactPage(context.get(shopContext));
}

export function meta({ matches }: Route.MetaArgs) {
  const intl = metaIntl(matches);
  return pageMeta({
    title: `${intl.formatMessage(contactMessages.title)} | ${storeNameOf(matches)}`,
    description: intl.formatMessage(contactMessages.intro),
  });
}

/** /contact-us (spec §2): the contact form, gated by contact_enabled. */
export default function ContactUs({ loaderData }: Route.ComponentProps) {
  return <ContactPage data={loaderData} />;
}
