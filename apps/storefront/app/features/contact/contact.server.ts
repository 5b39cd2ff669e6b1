import { GetContactConsentTexts, GetContactEnabled, GetNeedHelp } from '@vitrine/graphql-client';
import type { ShopClient } from '@vitrine/graphql-client';
import type { NeedHelpContact } from '@vitrine/ui';
import type { ConsentText } from '../account/account-config.ts';

/** What the contact page needs from store config. */
export interface ContactPageData {
  /** contact_enabled: the form area shows nothing when false (spec §4, Contact area). */
  enabled: boolean;
  /** The consent checkbox's label and legal text (gdpr_consent_texts.contact). */
  consent: ConsentText | null;
  /** The shop's phone, e-mail and hours, shown beside the form. */
  needHelp: NeedHelpContact | null;
}

/**
 * Reads the contact page's settings (three cacheable store config reads). With the backend
 * unreachable the form stays off rather than promising an answer that cannot be sent.
 */
export async function loadContactPage(shop: ShopClient): Promise<ContactPageData> {
  const [enabled, consent, needHelp] = await Promise.all([
    shop.graphql.query(GetContactEnabled, {}).toPromise(),
    shop.graphql.query(GetContactConsentTexts, {}).toPromise(),
    shop.graphql.query(GetNeedHelp, {}).toPromise(),
  ]);
  const contact = consent.data?.storeConfig?.gdpr_consent_texts?.contact;
  const help = needHelp.data?.storeConfig?.need_help;
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
