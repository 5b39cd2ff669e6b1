import { describe, expect, it, vi } from 'vitest';
import { shopWithFakeBackend } from '../testing/fake-backend.ts';
import {
  changeCustomerSubscription,
  readCustomerSubscriptions,
  readOrderSubscriptions,
} from './subscriptions.commerce.ts';

const RAW = {
  __typename: 'VitrineSubscription',
  uid: 'U1',
  status: 'ACTIVE',
  product: {
    __typename: 'SimpleProduct',
    uid: 'P1',
    name: 'Vitamine D3 végétale',
    url_key: 'vitamine-d3-lichen',
    url_suffix: '.html',
    small_image: { url: 'http://backend.test/media/d3.jpg' },
  },
  product_name: 'Vitamine D3 végétale',
  product_sku: 'ORS-D3',
  variant_sku: null,
  configurable_options: [{ option_label: 'Goût', value_label: 'Citron' }],
  quantity: 2,
  frequency_days: 30,
  frequencies: [30, 60, 90],
  price: { value: 13.41, currency: 'EUR' },
  discount_percent: 10,
  next_date: '2026-12-27',
  created_at: '2026-11-27 09:00:00',
  first_order_number: '000000042',
  renewal_order_numbers: ['000000051'],
  payment_card_label: 'Visa •••• 4242',
  shipping_address_summary: '12 rue des Lilas, 74000 Annecy',
};

const answer = (subscription: object) => ({ subscription });

describe('the customer’s subscriptions', () => {
  it('reads a page and maps each subscription to what the account shows', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        GetCustomerSubscriptions: () => ({
          data: {
            customer: {
              vitrine_subscriptions: {
                total_count: 21,
                page_info: { current_page: 2, total_pages: 2 },
                items: [
                  RAW,
                  { ...RAW, uid: 'U2', status: 'PAUSED', product: null, next_date: null },
                ],
              },
            },
          },
        }),
      },
    });
    const result = await readCustomerSubscriptions(shop, { currentPage: 2, pageSize: 20 });
    expect(backend.requests[0]!.body).toEqual({ currentPage: 2, pageSize: 20 });
    if (!result.ok) throw new Error('expected a page');
    expect(result.page).toMatchObject({ totalCount: 21, currentPage: 2, totalPages: 2 });
    expect(result.page.subscriptions[0]).toEqual({
      uid: 'U1',
      status: 'active',
      productName: 'Vitamine D3 végétale',
      sku: 'ORS-D3',
      href: '/vitamine-d3-lichen.html',
      image: 'http://backend.test/media/d3.jpg',
      options: [{ label: 'Goût', value: 'Citron' }],
      quantity: 2,
      frequencyDays: 30,
      frequencies: [30, 60, 90],
      unitPrice: { amount: 1341, currency: 'EUR' },
      discountPercent: 10,
      nextDate: '2026-12-27',
      createdAt: '2026-11-27 09:00:00',
      firstOrderNumber: '000000042',
      renewalOrderNumbers: ['000000051'],
      cardLabel: 'Visa •••• 4242',
      addressSummary: '12 rue des Lilas, 74000 Annecy',
    });
    // A product no longer sold: no link, no image; paused: no next date.
    expect(result.page.subscriptions[1]).toMatchObject({
      status: 'paused',
      href: null,
      image: null,
      nextDate: null,
    });
  });

  it('sends each change with its own mutation and answers the subscription as it now is', async () => {
    const seen: string[] = [];
    const reply =
      (field: string, status = 'ACTIVE') =>
      () => {
        seen.push(field);
        return { data: { [field]: answer({ ...RAW, status }) } };
      };
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        SkipVitrineSubscriptionDelivery: reply('skipVitrineSubscriptionDelivery'),
        ChangeVitrineSubscriptionFrequency: reply('changeVitrineSubscriptionFrequency'),
        PauseVitrineSubscription: reply('pauseVitrineSubscription', 'PAUSED'),
        ResumeVitrineSubscription: reply('resumeVitrineSubscription'),
        CancelVitrineSubscription: reply('cancelVitrineSubscription', 'CANCELLED'),
      },
    });
    const kinds = ['skip', 'pause', 'resume', 'cancel'] as const;
    const statuses = [];
    for (const kind of kinds) {
      const result = await changeCustomerSubscription(shop, { kind, uid: 'U1' });
      statuses.push(result.ok ? result.subscription.status : null);
    }
    const frequency = await changeCustomerSubscription(shop, {
      kind: 'frequency',
      uid: 'U1',
      frequencyDays: 60,
    });
    expect(frequency.ok).toBe(true);
    expect(statuses).toEqual(['active', 'paused', 'active', 'cancelled']);
    expect(seen).toEqual([
      'skipVitrineSubscriptionDelivery',
      'pauseVitrineSubscription',
      'resumeVitrineSubscription',
      'cancelVitrineSubscription',
      'changeVitrineSubscriptionFrequency',
    ]);
    expect(backend.requests.at(-1)!.body).toEqual({ uid: 'U1', frequencyDays: 60 });
  });

  it('answers the server’s refusal as data, and sends a refused change once', async () => {
    const pause = vi.fn(() => ({
      errors: [{ message: 'Only an active subscription can be paused or skipped.' }],
      data: { pauseVitrineSubscription: null },
    }));
    const { shop } = shopWithFakeBackend({ graphql: { PauseVitrineSubscription: pause } });
    expect(await changeCustomerSubscription(shop, { kind: 'pause', uid: 'U1' })).toEqual({
      ok: false,
      error: { code: 'user', messages: ['Only an active subscription can be paused or skipped.'] },
    });
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it('finds the subscription of each order item, one-time items left out', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        GetCustomerOrderSubscriptions: () => ({
          data: {
            customer: {
              orders: {
                items: [
                  {
                    number: '000000051',
                    items: [
                      {
                        __typename: 'OrderItem',
                        id: 'I9',
                        vitrine_subscription: {
                          subscription_uid: 'U1',
                          frequency_days: 30,
                          is_renewal: true,
                        },
                      },
                      { __typename: 'OrderItem', id: 'I8', vitrine_subscription: null },
                    ],
                  },
                ],
              },
            },
          },
        }),
      },
    });
    const result = await readOrderSubscriptions(shop, { currentPage: 1, pageSize: 10 });
    if (!result.ok) throw new Error('expected items');
    expect(backend.requests[0]!.body).toEqual({ currentPage: 1, pageSize: 10, filter: null });
    expect([...result.items]).toEqual([
      ['I9', { subscriptionUid: 'U1', frequencyDays: 30, isRenewal: true }],
    ]);
  });
});
