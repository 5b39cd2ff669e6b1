import {
  GetCustomerConsentTexts,
  GetNewsletterConsentTexts,
  GetPasswordPolicy,
} from '@vitrine/graphql-client';
import type { ShopClient, ShopExtension, ShopExtensions } from '@vitrine/graphql-client';
import { DEFAULT_PASSWORD_POLICY, passwordPolicyFromStoreConfig } from '@vitrine/validation';
import type { PasswordPolicy } from '@vitrine/validation';

/** A consent checkbox's texts, as store config gives them (already in the store's language). */
export interface ConsentText {
  readonly label: string;
  readonly legalText: string;
}

/** What the create-account and reset-password forms read from store config. */
export interface AccountFormsConfig {
  readonly policy: PasswordPolicy;
  /** The consent to the account's data processing; null when store config has none. */
  readonly customerConsent: ConsentText | null;
  /** The newsletter opt-in's texts; null when store config has none. */
  readonly newsletterConsent: ConsentText | null;
}

/** Until store config answers: the spec's policy (10 characters, 3 classes), no consent texts. */
export const DEFAULT_ACCOUNT_FORMS_CONFIG: AccountFormsConfig = {
  policy: DEFAULT_PASSWORD_POLICY,
  customerConsent: null,
  newsletterConsent: null,
};

function toConsent(
  text: { label: string; legal_text: string } | null | undefined,
): ConsentText | null {
  return text ? { label: text.label, legalText: text.legal_text } : null;
}

/** The extensions a store offers: the server's set, or the root loader's list in the browser. */
export type OfferedExtensions = ShopExtensions | readonly ShopExtension[];

/** Whether the store offers extension `gdpr` (its consent texts and requests). */
export function offersGdpr(extensions: OfferedExtensions): boolean {
  return 'has' in extensions ? extensions.has('gdpr') : extensions.includes('gdpr');
}

/** The create-account form's consent texts (extension `gdpr`); null when it has none. */
async function customerConsentText(shop: ShopClient): Promise<ConsentText | null> {
  const result = await shop.graphql.query(GetCustomerConsentTexts, {}).toPromise();
  return toConsent(result.data?.storeConfig?.gdpr_consent_texts?.customer);
}

/** The newsletter opt-in's texts, read only when the store offers extension `gdpr`. */
export function loadNewsletterConsent(
  shop: ShopClient,
  extensions: OfferedExtensions,
): Promise<ConsentText | null> {
  if (!offersGdpr(extensions)) return Promise.resolve(null);
  return shop.graphql
    .query(GetNewsletterConsentTexts, {})
    .toPromise()
    .then((result) => toConsent(result.data?.storeConfig?.gdpr_consent_texts?.newsletter));
}

/**
 * Reads the password policy (core) and, when the store offers extension `gdpr`, the consent
 * texts (the spec's per-form consent queries): cacheable store config reads. A read that fails
 * leaves its default: the form still works.
 */
export async function loadAccountFormsConfig(
  shop: ShopClient,
  extensions: OfferedExtensions,
): Promise<AccountFormsConfig> {
  const gdpr = offersGdpr(extensions);
  const [policy, customerConsent, newsletterConsent] = await Promise.all([
    shop.graphql.query(GetPasswordPolicy, {}).toPromise(),
    gdpr ? customerConsentText(shop) : null,
    loadNewsletterConsent(shop, extensions),
  ]);
  return {
    policy: policy.data?.storeConfig
      ? passwordPolicyFromStoreConfig(policy.data.storeConfig)
      : DEFAULT_PASSWORD_POLICY,
    customerConsent,
    newsletterConsent,
  };
}

/** The password policy alone (the reset-password page). */
export async function loadPasswordPolicy(shop: ShopClient): Promise<PasswordPolicy> {
  const result = await shop.graphql.query(GetPasswordPolicy, {}).toPromise();
  return result.data?.storeConfig
    ? passwordPolicyFromStoreConfig(result.data.storeConfig)
    : DEFAULT_PASSWORD_POLICY;
}
