import {
  GetCustomerConsentTexts,
  GetNewsletterConsentTexts,
  GetPasswordPolicy,
} from '@vitrine/graphql-client';
import type { ShopClient } from '@vitrine/graphql-client';
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

/**
 * Reads the password policy and the consent texts (three cacheable store config reads, the
 * spec's per-form consent queries). A read that fails leaves its default: the form still works.
 */
export async function loadAccountFormsConfig(shop: ShopClient): Promise<AccountFormsConfig> {
  const [policy, customer, newsletter] = await Promise.all([
    shop.graphql.query(GetPasswordPolicy, {}).toPromise(),
    shop.graphql.query(GetCustomerConsentTexts, {}).toPromise(),
    shop.graphql.query(GetNewsletterConsentTexts, {}).toPromise(),
  ]);
  return {
    policy: policy.data?.storeConfig
      ? passwordPolicyFromStoreConfig(policy.data.storeConfig)
      : DEFAULT_PASSWORD_POLICY,
    customerConsent: toConsent(customer.data?.storeConfig?.gdpr_consent_texts?.customer),
    newsletterConsent: toConsent(newsletter.data?.storeConfig?.gdpr_consent_texts?.newsletter),
  };
}

/** The password policy alone (the reset-password page). */
export async function loadPasswordPolicy(shop: ShopClient): Promise<PasswordPolicy> {
  const result = await shop.graphql.query(GetPasswordPolicy, {}).toPromise();
  return result.data?.storeConfig
    ? passwordPolicyFromStoreConfig(result.data.storeConfig)
    : DEFAULT_PASSWORD_POLICY;
}
