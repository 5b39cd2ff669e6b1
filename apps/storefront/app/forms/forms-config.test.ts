import { createShopClient, toShopExtensions } from '@vitrine/graphql-client';
import { createFakeBackend } from '@vitrine/graphql-client/testing';
import { describe, expect, it, vi } from 'vitest';
import { loadAccountFormsConfig, loadNewsletterConsent } from './forms-config.ts';

const texts = (form: 'customer' | 'newsletter') => () => ({
  data: {
    storeConfig: {
      store_code: 'fr',
      gdpr_consent_texts: { [form]: { label: `Label ${form}`, legal_text: `Texte ${form}` } },
    },
  },
});

function fakeShop() {
  const backend = createFakeBackend({
    graphql: {
      GetPasswordPolicy: () => ({
        data: {
          storeConfig: {
            store_code: 'fr',
            minimum_password_length: '12',
            required_character_classes_number: '4',
          },
        },
      }),
      GetCustomerConsentTexts: texts('customer'),
      GetNewsletterConsentTexts: texts('newsletter'),
    },
  });
  const shop = createShopClient({
    backendUrl: 'http://backend.test',
    fetch: backend.fetch,
    log: vi.fn(),
  });
  return { shop, backend };
}

describe('the account forms’ store config', () => {
  it('reads only the password policy from a stock Magento', async () => {
    const { shop, backend } = fakeShop();
    const config = await loadAccountFormsConfig(shop, []);
    expect(config).toEqual({
      policy: { minimumLength: 12, requiredClasses: 4 },
      customerConsent: null,
      newsletterConsent: null,
    });
    expect(await loadNewsletterConsent(shop, [])).toBeNull();
    expect(backend.requests.map((request) => request.operationName)).toEqual(['GetPasswordPolicy']);
  });

  it('reads the consent texts from a store with extension gdpr', async () => {
    const { shop } = fakeShop();
    const config = await loadAccountFormsConfig(shop, toShopExtensions(['gdpr']));
    expect(config.customerConsent).toEqual({
      label: 'Label customer',
      legalText: 'Texte customer',
    });
    expect(config.newsletterConsent).toEqual({
      label: 'Label newsletter',
      legalText: 'Texte newsletter',
    });
  });
});
