import { GetContactConsentTexts, GetContactEnabled, GetNeedHelp } from '@vitrine/graphql-client';
import type { ShopClient, ShopExtensions } from '@vitrine/graphql-client';
import type { NeedHelpContact } from '@vitrine/ui';
import type { ConsentText } from '../../forms/forms-config.ts';

/** What the contact page needs from store config. */
export interface ContactPageData {
  /** contact_enabled: the form area shows nothing when false (spec §4, Contact area). */
  enabled: boolean;
  /** The consent checkbox's label and legal text (extension `gdpr`: gdpr_consent_texts.contact). */
  consent: ConsentText | null;
  /** The shop's phone, e-mail and hours (extension `store-config-extras`), beside the form. */
  needHelp: NeedHelpContact | null;
}

/**
 * Reads the contact page's settings (cacheable store config reads): whether contact is enabled
 * (Magento's own setting), and only from a store offering their extension the consent texts
 * (`gdpr`, shown with the consent box of `contact-extras`) and the shop's contact details
 * (`store-config-extras`). With the backend unreachable the form stays off rather than promising
 * an answer that cannot be sent.
 */
export async function loadContactPage(
  shop: ShopClient,
  extensions: ShopExtensions,
): Promise<ContactPageData> {
  const withConsent = extensions.has('gdpr') && extensions.has('contact-extras');
  const [enabled, consent, needHelp] = await Promise.all([
    shop.graphql.query(GetContactEnabled, {}).toPromise(),
    withConsent ? shop.graphql.query(GetContactConsentTexts, {}).toPromise() : null,
    extensions.has('store-config-extras') ? shop.graphql.query(GetNeedHelp, {}).toPromise() : null,
  ]);
  const contact = consent?.data?.storeConfig?.gdpr_consent_texts?.contact;
  const help = needHelp?.data?.storeConfig?.need_help;
  return {
    enabled: enabled.data?.storeConfig?.contact_enabled === true,
    consent: contact ? { label: contact.label, legalText: contact.legal_text } : null,
    needHelp: help
      ? {
          email: help.email ?? null,
          phoneNumber: help.phone_number ?? null,
          startDay: help.start_day ?? null,
          endDay: help.end_day ?? null,
          startTime: help.start_time ?? null,
          endTime: help.end_time ?? null,
          timezone: needHelp.data?.storeConfig?.timezone ?? null,
        }
      : null,
  };
}
