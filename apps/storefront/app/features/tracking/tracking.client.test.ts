import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../forms/server-messages.messages.ts';
import { trackingOutcome } from './tracking.client.ts';

const ORDER = {
  number: '000000042',
  order_date: '2026-09-01 10:00:00',
  status: 'Processing',
  carrier: 'Colissimo',
  shipping_method: 'Colissimo - Livraison à domicile',
  payment_methods: [{ name: 'Virement bancaire', type: 'banktransfer' }],
  total: {
    grand_total: { value: 24.4, currency: 'EUR' as const },
    total_shipping: { value: 4.9, currency: 'EUR' as const },
    shipping_handling: null,
    discounts: [],
    taxes: [],
  },
  items: [],
  shipments: [],
  shipping_address: null,
};

describe('what the tracking form shows after a guestOrder lookup', () => {
  it('shows the order found, by its increment id', () => {
    const outcome = trackingOutcome({ ok: true, data: { guestOrder: ORDER } });
    expect(outcome.kind).toBe('found');
    expect(outcome.kind === 'found' && outcome.order.number).toBe('000000042');
  });

  it('sends the owner of a customer account’s order to sign in', () => {
    expect(
      trackingOutcome({
        ok: false,
        error: { code: 'unauthorised', message: 'Please login to view the order.' },
      }),
    ).toEqual({ kind: 'customerOrder' });
  });

  it('says in French that no order matches, or that the connection failed', () => {
    expect(
      trackingOutcome({
        ok: false,
        error: {
          code: 'not_found',
          message: "We couldn't locate an order with the information provided.",
        },
      }),
    ).toEqual({ kind: 'failed', error: serverMessages.orderNotFound });
    expect(
      trackingOutcome({
        ok: false,
        error: { code: 'network', message: 'Please login to view the order.' },
      }),
    ).toEqual({ kind: 'failed', error: serverMessages.unexpected });
  });
});
