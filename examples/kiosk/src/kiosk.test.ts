import { MemoryStorage } from '@vitrine/cart-core/testing';
import { anAddress, CHALLENGE_PASSWORD, TEST_CARDS } from '@vitrine/checkout-machine/testing';
import { createFakeShopBackend } from '@vitrine/shop/testing';
import { describe, expect, it } from 'vitest';
import { KioskError, runKioskCheckout } from './kiosk.ts';
import type { KioskOptions } from './kiosk.ts';
import { formatTransition } from './transition-log.ts';
import type { TransitionLine } from './transition-log.ts';

/** The card number behind a test token of the fake provider (`tok_<number>`). */
const numberOf = (token: string) => token.replace(/^tok_/, '');

function fakeRun(token: string, overrides: Partial<KioskOptions> = {}) {
  const backend = createFakeShopBackend();
  const lines: TransitionLine[] = [];
  const run = runKioskCheckout({
    commerce: backend.commerce,
    storage: new MemoryStorage(),
    items: [
      { sku: 'VIT-C-500', quantity: 2 },
      { sku: 'OMEGA-3', quantity: 1 },
    ],
    address: anAddress(),
    paymentMethod: { code: 'vitrine_card', kind: 'card' },
    card: {
      entry: { number: numberOf(token), expiryMonth: '03', expiryYear: '2030', cvc: '737' },
      tokeniseCard: backend.tokeniseCard,
      clientKey: backend.clientKey,
      challenge: () => ({ challengeResult: CHALLENGE_PASSWORD }),
    },
    onTransition: (line) => lines.push(line),
    ...overrides,
  });
  return { run, lines, backend, provider: backend.provider };
}

describe('the kiosk over in-memory fakes', () => {
  it('runs a guest checkout with a 3-D Secure card to the receipt and prints every transition', async () => {
    const { run, lines, provider } = fakeRun(TEST_CARDS.threeDS);
    const result = await run;
    expect(result.orderNumber).toBe(provider.orders[0]);
    expect(result.newCartId).not.toBe(result.cartId);
    const printed = lines.map(formatTransition).join('\n');
    for (const state of [
      'lifecycle.adding',
      'shippingAddress.submitting',
      'placing.paying',
      'identifying',
      'challenging',
      'submittingDetails',
      'authorised',
      'receipt',
    ]) {
      expect(printed).toContain(state);
    }
    expect(lines.some((line) => line.actor === 'payment')).toBe(true);
  });

  it('stops with the reason when the card is refused', async () => {
    const { run, backend } = fakeRun(TEST_CARDS.refused);
    await expect(run).rejects.toThrow(KioskError);
    await expect(run).rejects.toThrow(/payment: The payment was refused/);
    expect(backend.orders).toEqual([]);
  });

  it('pays by bank transfer when the backend has no card payment, straight to the receipt', async () => {
    const { run, lines, backend, provider } = fakeRun(TEST_CARDS.threeDS, {
      paymentMethod: { code: 'banktransfer', kind: 'offline' },
    });
    const result = await run;
    expect(result.orderNumber).toBe(backend.orders[0]);
    expect(provider.charges).toBe(0);
    const printed = lines.map(formatTransition).join('\n');
    expect(printed).toContain('placing.placingOrder');
    expect(printed).not.toContain('placing.paying');
    expect(printed).toContain('receipt');
  });

  it('refuses a card payment it has no card reader for', async () => {
    const { run } = fakeRun(TEST_CARDS.threeDS, { card: undefined });
    await expect(run).rejects.toThrow('payment: a card payment needs a card reader');
  });

  it('stops with the reason when the card cannot be tokenised, and charges nothing', async () => {
    const { run, provider, backend } = fakeRun('');
    await expect(run).rejects.toThrow('payment: The card could not be checked.');
    expect(provider.charges).toBe(0);
    expect(backend.orders).toEqual([]);
  });

  it('stops when an item cannot be added', async () => {
    const { run } = fakeRun(TEST_CARDS.authorised, { items: [{ sku: 'NOPE', quantity: 1 }] });
    await expect(run).rejects.toThrow('add NOPE: Could not find a product with SKU "NOPE"');
  });
});
