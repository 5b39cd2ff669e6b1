import {
  GetNewsletterConsentTexts,
  graphql,
  runMutation,
  runQuery,
  setCustomerConsent,
} from '@vitrine/graphql-client';
import { getTokenStore } from '../../lib/browser-shop.ts';
import { accountShop, failedRead } from './account-data.ts';
import type { Loaded } from './account-data.ts';
import type { ConsentText } from './account-config.ts';
import type { Saved } from './information.data.ts';

const GetCommunications = graphql(`
  query GetCommunications {
    customer {
      email
      is_subscribed
      is_consent
    }
  }
`);

const SetNewsletterSubscription = graphql(`
  mutation SetNewsletterSubscription($subscribed: Boolean!) {
    updateCustomerV2(input: { is_subscribed: $subscribed }) {
      customer {
        is_subscribed
      }
    }
  }
`);

/** The customer's communication preferences. */
export interface Communications {
  readonly email: string;
  readonly subscribed: boolean;
  /** The marketing consent (`addOrUpdateCustomerConsent`). */
  readonly consent: boolean;
  readonly newsletterText: ConsentText | null;
}

/** Reads the preferences and the newsletter's consent texts. */
export async function loadCommunications(): Promise<Loaded<Communications>> {
  const shop = accountShop();
  const [result, texts] = await Promise.all([
    runQuery(shop, GetCommunications, {}),
    shop.graphql.query(GetNewsletterConsentTexts, {}).toPromise(),
  ]);
  if (!result.ok) return failedRead(result.error);
  const newsletter = texts.data?.storeConfig?.gdpr_consent_texts?.newsletter;
  return {
    ok: true,
    data: {
      email: result.data.customer?.email ?? '',
      subscribed: result.data.customer?.is_subscribed === true,
      consent: result.data.customer?.is_consent === true,
      newsletterText: newsletter
        ? { label: newsletter.label, legalText: newsletter.legal_text }
        : null,
    },
  };
}

/**
 * Saves what changed: the newsletter subscription (`updateCustomerV2`) and the marketing
 * consent (`addOrUpdateCustomerConsent`, a separate mutation as spec §6 says).
 */
export async function saveCommunications(
  before: { subscribed: boolean; consent: boolean },
  after: { subscribed: boolean; consent: boolean },
): Promise<Saved> {
  const shop = accountShop();
  if (before.subscribed !== after.subscribed) {
    const result = await runMutation(shop, SetNewsletterSubscription, {
      subscribed: after.subscribed,
    });
    if (!result.ok) return { ok: false, error: result.error };
  }
  if (before.consent !== after.consent) {
    const token = getTokenStore().read();
    if (token === null) {
      return { ok: false, error: { code: 'unauthorised', message: 'Not signed in.' } };
    }
    const result = await setCustomerConsent(shop, { token, isConsent: after.consent });
    if (!result.ok) return { ok: false, error: result.error };
  }
  return { ok: true };
}
