import { DEFAULT_STORE_CODE } from '@vitrine/graphql-client';
import { shopContext } from '../context.ts';
import { ContactPage } from '../features/contact/contact-page.tsx';
import { contactMessages } from '../features/contact/contact.messages.ts';
import { loadContactPage } from '../features/contact/contact.server.ts';
import { metaIntl, pageMeta, storeNameOf } from '../lib/meta.ts';
import { shopExtensionsOf } from '../lib/shop-extensions.server.ts';
import type { Route } from './+types/contact-us';

export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  return loadContactPage(shop, await shopExtensionsOf(shop, DEFAULT_STORE_CODE));
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
