import { gql } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { createExchangeHarness, makeTestOperation } from '../testing/exchange-harness.ts';
import { localAnswersExchange } from './local-answers.exchange.ts';
import type { LocalAnswersData } from './local-answers.exchange.ts';

const data: LocalAnswersData = {
  storeConfig: {
    store_code: 'fr',
    store_name: 'Orsalis',
    locale: 'fr_FR',
    gdpr_consent_texts: {
      __typename: 'GdprConsentTexts',
      newsletter: { label: 'J’accepte', legal: 'RGPD' },
    },
  },
  currency: { current_currency_code: 'EUR', available_currency_codes: ['EUR'] },
};

function run(
  document: ReturnType<typeof gql>,
  requestPolicy: 'cache-first' | 'network-only' = 'cache-first',
) {
  const harness = createExchangeHarness(localAnswersExchange({ data }), {
    answer: () => ({ data: { fromServer: true } }),
  });
  harness.dispatch(makeTestOperation('query', document, {}, { requestPolicy }));
  return harness;
}

describe('localAnswersExchange', () => {
  it('answers a store-config query from the embedded data without the network', () => {
    const harness = run(gql`
      query GetStoreConfigForTitle {
        storeConfig {
          __typename
          store_code
          name: store_name
        }
      }
    `);
    expect(harness.forwarded).toHaveLength(0);
    expect(harness.results[0]!.data).toEqual({
      storeConfig: { __typename: 'StoreConfig', store_code: 'fr', name: 'Orsalis' },
    });
  });

  it('answers store config and currency together, through fragments and nested objects', () => {
    const harness = run(gql`
      query GetLocaleAndCurrency {
        storeConfig {
          ...Locale
          gdpr_consent_texts {
            newsletter {
              label
            }
          }
        }
        currency {
          ... on Currency {
            current_currency_code
            available_currency_codes
          }
        }
      }
      fragment Locale on StoreConfig {
        locale
      }
    `);
    expect(harness.forwarded).toHaveLength(0);
    expect(harness.results[0]!.data).toEqual({
      storeConfig: { locale: 'fr_FR', gdpr_consent_texts: { newsletter: { label: 'J’accepte' } } },
      currency: { current_currency_code: 'EUR', available_currency_codes: ['EUR'] },
    });
  });

  it.each([
    [
      'an unknown store-config field',
      gql`
        {
          storeConfig {
            store_code
            copyright
          }
        }
      `,
    ],
    [
      'another root field',
      gql`
        {
          storeConfig {
            store_code
          }
          cmsBlocks(identifiers: ["footer"]) {
            items {
              content
            }
          }
        }
      `,
    ],
    [
      'a directive',
      gql`
        query ($skip: Boolean!) {
          storeConfig {
            store_code @skip(if: $skip)
          }
        }
      `,
    ],
    [
      'review-rating metadata that is not embedded',
      gql`
        {
          productReviewRatingsMetadata {
            items {
              name
            }
          }
        }
      `,
    ],
  ])('falls back to the network for %s', (_case, document) => {
    const harness = run(document);
    expect(harness.forwarded).toHaveLength(1);
    expect(harness.results[0]!.data).toEqual({ fromServer: true });
  });

  it('leaves a network-only read to the server', () => {
    const harness = run(
      gql`
        {
          storeConfig {
            store_code
          }
        }
      `,
      'network-only',
    );
    expect(harness.forwarded).toHaveLength(1);
  });
});
