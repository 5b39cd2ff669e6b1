import {
  GetCustomerConsent,
  GetNewsletterSubscription,
  SetNewsletterSubscription,
  runMutation,
  runQuery,
  setCustomerConsent,
} from '@vitrine/graphql-client';
import { getTokenStore } from '../../lib/browser-shop.ts';
import { accountShop, failedRead } from './account-data.ts';
import type { Loaded } from './account-data.ts';
import type { ConsentText } from '../../forms/forms-config.ts';
import type { Saved } from './information.data.ts';

/** What the page's server loader read from store config (decision 100). */
export interface CommunicationsSettings {
  /** Whether the store offers extension `gdpr` (the marketing consent and the consent texts). */
  readonly gdpr: boolean;
  readonly newsletterText: ConsentText | null;
}

/** The customer's communication preferences. */
export interface Communications {
  readonly email: string;
  /** The newsletter subscription (Magento's `Customer.is_subscribed`). */
  readonly subscribed: boolean;
  /** The marketing consent (extension `gdpr`); null on a store without it. */
  readonly consent: boolean | null;
  readonly newsletterText: ConsentText | null;
}

/** Reads the subscription, and the marketing consent when the store has extension `gdpr`. */
export async function loadCommunications(
  settings: CommunicationsSettings,
): Promise<Loaded<Communications>> {
  const shop = accountShop();
  const [subscription, consent] = await Promise.all([
    runQuery(shop, GetNewsletterSubscription, {}),
    settings.gdpr ? runQuery(shop, GetCustomerConsent, {}) : null,
  ]);
  if (!subscription.ok) return failedRead(subscription.error);
  if (consent && !consent.ok) return failedRead(consent.error);
  return {
    ok: true,
    data: {
      email: subscription.data.customer?.email ?? '',
      subscribed: subscription.data.customer?.is_subscribed === true,
      consent: consent ? consent.data.customer?.is_consent === true : null,
      newsletterText: settings.newsletterText,
    },
  };
}

/**
 * Saves what changed: the newsletter subscription (`updateCustomerV2`) and, on a store with
 * extension `gdpr`, the marketing consent (`addOrUpdateCustomerConsent`, a separate mutation as
 * spec §6 says).
 */
export async function saveCommunications(
  before: { subscribed: boolean; consent: boolean | null },
  after: { subscribed: boolean; consent: boolean | null },
): Promise<Saved> {
  const shop = accountShop();
  if (before.subscribed !== after.subscribed) {
    const result = await runMutation(shop, SetNewsletterSubscription, {
      subscribed: after.subscribed,
    });
    if (!result.ok) return { ok: false, error: result.error };
  }
  if (before.consent !== null && after.consent !== null && before.consent !== after.consent) {
    const token = getTokenStore().read();
    if (token === null) {
      return { ok: false, error: { code: 'unauthorised', message: 'Not signed in.' } };
    }
    const result = await setCustomerConsent(shop, { token, isConsent: after.consent });
    if (!result.ok) return { ok: false, error: result.error };
  }
  return { ok: true };
}
