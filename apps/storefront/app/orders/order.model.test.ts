import { describe, expect, it } from 'vitest';
import { toMoney } from '@vitrine/commerce-primitives';
import { SHOP_CURRENCY } from '../lib/shop-currency.ts';
import { addressLines, toIsoInstant, toOrderView } from './order.model.ts';

const RAW = {
  number: '000000002',
  order_date: '2026-08-19 17:05:00',
  status: 'Complete',
  carrier: 'Colissimo',
  shipping_method: 'Colissimo - Livraison à domicile',
  payment_methods: [{ name: 'Carte bancaire', type: 'vitrine_card' }],
  total: {
    grand_total: { value: 31.31, currency: 'EUR' as const },
    // Magento's total_shipping excludes VAT; the delivery shown is shipping_handling's with VAT.
    total_shipping: { value: 2.92, currency: 'EUR' as const },
    shipping_handling: { amount_including_tax: { value: 3.5, currency: 'EUR' as const } },
    discounts: [{ amount: { value: 3.09, currency: 'EUR' as const }, label: 'Bienvenue : -10 %' }],
    taxes: [{ amount: { value: 1.45, currency: 'EUR' as const }, title: 'TVA 5,5 %' }],
  },
  items: [
    {
      id: 'Mw==',
      product_name: 'Vitamine D3 lichen',
      product_sku: 'ORS-000003-30-jours',
      quantity_ordered: 2,
      product_sale_price: { value: 15.45, currency: 'EUR' as const },
      selected_options: [{ label: 'Durée de cure', value: '30 jours' }],
      product: {
        uid: 'Mw==',
        url_key: 'vitamine-d3-lichen',
        url_suffix: '.html',
        small_image: { url: 'http://backend/media/catalog/product/v/i/vitamine.png' },
      },
    },
    null,
  ],
  shipments: [
    {
      id: 'MQ==',
      number: '000000002',
      tracking: [null, { carrier: 'colissimo', title: 'Colissimo', number: '6A12345678901' }],
    },
    { id: 'Mg==', number: '000000003', tracking: [{ carrier: 'custom', title: '', number: null }] },
  ],
  shipping_address: {
    firstname: 'Camille',
    lastname: 'Martin',
    company: null,
    street: ['12 rue des Lilas', 'Bâtiment B'],
    city: 'Paris',
    postcode: '75011',
    country_code: 'FR' as const,
    telephone: '06 12 34 56 78',
  },
};

describe('an order as the account and tracking pages show it', () => {
  it('turns euros into cents without float drift', () => {
    expect(toMoney({ value: 31.31, currency: 'EUR' }, SHOP_CURRENCY)).toEqual({
      amount: 3131,
      currency: 'EUR',
    });
    expect(toMoney({ value: 0.1 + 0.2, currency: 'EUR' }, SHOP_CURRENCY)).toEqual({
      amount: 30,
      currency: 'EUR',
    });
    expect(toMoney(null, SHOP_CURRENCY)).toEqual({ amount: 0, currency: 'EUR' });
  });

  it('reads Magento’s UTC dates as instants', () => {
    expect(toIsoInstant('2026-08-19 17:05:00')).toBe('2026-08-19T17:05:00Z');
    expect(toIsoInstant('2026-08-19T17:05:00Z')).toBe('2026-08-19T17:05:00Z');
  });

  it('maps lines, totals, status and the delivery address from Magento 2.4.7’s fields', () => {
    const order = toOrderView(RAW);
    expect(order).toMatchObject({
      number: '000000002',
      placedAt: '2026-08-19T17:05:00Z',
      status: 'complete',
      grandTotal: { amount: 3131, currency: 'EUR' },
      // 31.31 − 3.50 delivery + 3.09 discount: the items with VAT, before the discount.
      subtotal: { amount: 3090, currency: 'EUR' },
      shipping: { amount: 350, currency: 'EUR' },
      discounts: [{ label: 'Bienvenue : -10 %', amount: { amount: 309, currency: 'EUR' } }],
      paymentMethod: 'Carte bancaire',
      shippingMethod: 'Colissimo - Livraison à domicile',
    });
    expect(order.lines).toEqual([
      {
        id: 'Mw==',
        name: 'Vitamine D3 lichen',
        sku: 'ORS-000003-30-jours',
        quantity: 2,
        options: [{ label: 'Durée de cure', value: '30 jours' }],
        // product_sale_price × quantity_ordered.
        rowTotal: { amount: 3090, currency: 'EUR' },
        image: 'http://backend/media/catalog/product/v/i/vitamine.png',
        href: '/vitamine-d3-lichen.html',
        subscription: null,
      },
    ]);
  });

  it('lists the parcels that have a tracking number, by the carrier’s title or code', () => {
    expect(toOrderView(RAW).parcels).toEqual([{ carrier: 'Colissimo', number: '6A12345678901' }]);
    const untitled = {
      ...RAW,
      shipments: [
        { id: 'MQ==', number: '1', tracking: [{ carrier: 'dhl', title: '', number: 'X1' }] },
      ],
    };
    expect(toOrderView(untitled).parcels).toEqual([{ carrier: 'dhl', number: 'X1' }]);
    expect(toOrderView({ ...RAW, shipments: null }).parcels).toEqual([]);
  });

  it('reads delivery from total_shipping when the store gives no shipping_handling', () => {
    const order = toOrderView({
      ...RAW,
      total: { ...RAW.total, shipping_handling: null, discounts: [] },
    });
    expect(order.shipping).toEqual({ amount: 292, currency: 'EUR' });
    expect(order.subtotal).toEqual({ amount: 3131 - 292, currency: 'EUR' });
  });

  it('keeps a status it does not know with the server’s label', () => {
    const order = toOrderView({ ...RAW, status: 'On hold' });
    expect(order.status).toBe('other');
    expect(order.statusLabel).toBe('On hold');
  });

  it('writes the address as on an envelope, skipping empty lines', () => {
    expect(addressLines(RAW.shipping_address)).toEqual([
      'Camille Martin',
      '12 rue des Lilas',
      'Bâtiment B',
      '75011 Paris',
      '06 12 34 56 78',
    ]);
    expect(addressLines(null)).toEqual([]);
  });

  it('marks a subscription’s lines and a renewal order from the items’ subscriptions', () => {
    expect(toOrderView(RAW)).toMatchObject({ isRenewal: false });
    expect(toOrderView(RAW).lines[0]?.subscription).toBeNull();
    const first = toOrderView(
      RAW,
      new Map([['Mw==', { subscriptionUid: 'U1', frequencyDays: 30, isRenewal: false }]]),
    );
    expect(first.lines[0]?.subscription).toEqual({ frequencyDays: 30, isRenewal: false });
    expect(first.isRenewal).toBe(false);
    const renewal = toOrderView(
      RAW,
      new Map([['Mw==', { subscriptionUid: 'U1', frequencyDays: 60, isRenewal: true }]]),
    );
    expect(renewal.isRenewal).toBe(true);
  });
});
