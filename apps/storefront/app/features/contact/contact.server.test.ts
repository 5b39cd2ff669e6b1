import { createShopClient, NO_EXTENSIONS, toShopExtensions } from '@vitrine/graphql-client';
import { createFakeBackend } from '@vitrine/graphql-client/testing';
import { describe, expect, it, vi } from 'vitest';
import { loadContactPage } from './contact.server.ts';

function fakeShop() {
  const backend = createFakeBackend({
    graphql: {
      GetContactEnabled: () => ({
        data: { storeConfig: { store_code: 'fr', contact_enabled: true } },
      }),
      GetContactConsentTexts: () => ({
        data: {
          storeConfig: {
            store_code: 'fr',
            gdpr_consent_texts: {
              contact: { label: 'J’accepte', legal_text: 'Vos données servent à vous répondre.' },
            },
          },
        },
      }),
      GetNeedHelp: () => ({
        data: {
          storeConfig: {
            store_code: 'fr',
            timezone: 'Europe/Paris',
            need_help: {
              email: 'conseil@orsalis.example',
              phone_number: '01 23 45 67 89',
              start_day: 'monday',
              end_day: 'friday',
              start_time: '09:00',
              end_time: '18:00',
            },
          },
        },
      }),
    },
  });
  const shop = createShopClient({
    backendUrl: 'http://backend.test',
    fetch: backend.fetch,
    log: vi.fn(),
  });
  return { shop, backend };
}

describe('the contact page’s settings', () => {
  it('asks a stock Magento only for contact_enabled, never an extension’s store config', async () => {
    const { shop, backend } = fakeShop();
    expect(await loadContactPage(shop, NO_EXTENSIONS)).toEqual({
      enabled: true,
      consent: null,
      needHelp: null,
    });
    expect(backend.requests.map((request) => request.operationName)).toEqual(['GetContactEnabled']);
  });

  it('reads the consent texts with gdpr and contact-extras, the contact details with store-config-extras', async () => {
    const { shop, backend } = fakeShop();
    const data = await loadContactPage(
      shop,
      toShopExtensions(['gdpr', 'contact-extras', 'store-config-extras']),
    );
    expect(data.consent).toEqual({
      label: 'J’accepte',
      legalText: 'Vos données servent à vous répondre.',
    });
    expect(data.needHelp).toMatchObject({
      email: 'conseil@orsalis.example',
      timezone: 'Europe/Paris',
    });
    expect(backend.requests.map((request) => request.operationName).sort()).toEqual([
      'GetContactConsentTexts',
      'GetContactEnabled',
      'GetNeedHelp',
    ]);
  });

  it('does not read the consent texts when the form has no consent box (no contact-extras)', async () => {
    const { shop, backend } = fakeShop();
    await loadContactPage(shop, toShopExtensions(['gdpr']));
    expect(backend.requests.map((request) => request.operationName)).toEqual(['GetContactEnabled']);
  });
});
