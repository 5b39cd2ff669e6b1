import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createCommerce, createShopClient } from '@vitrine/graphql-client';
import { startCommerceServer } from '@vitrine/test-harness';
import type { StartedCommerceServer } from '@vitrine/test-harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KioskError, runKioskCheckout } from './kiosk.ts';
import { connectKiosk } from './shop.ts';
import { formatTransition } from './transition-log.ts';

/**
 * The kiosk against a real commerce server (PGlite in memory), over HTTP, with graphql-client's
 * commerce functions: the end-to-end proof that the machines run a whole checkout headlessly.
 */
describe('the kiosk against the commerce server', () => {
  let server: StartedCommerceServer;

  beforeAll(async () => {
    server = await startCommerceServer();
  });

  afterAll(async () => {
    await server.stop();
  });

  it('runs a guest checkout with two products and a 3-D Secure challenge to the receipt', async () => {
    const { options } = await connectKiosk({ backendUrl: server.url });
    const lines: string[] = [];
    const result = await runKioskCheckout({
      ...options,
      onTransition: (line) => lines.push(formatTransition(line)),
    });
    // The kiosk prints every transition; so does its test run.
    console.log(lines.join('\n'));

    expect(result.orderNumber).toMatch(/^\d{9}$/);
    expect(result.newCartId).toBeTruthy();
    expect(result.newCartId).not.toBe(result.cartId);
    const printed = lines.join('\n');
    for (const state of [
      'lifecycle.adding',
      'placing.paying',
      'identifying',
      'challenging',
      'authorised',
      'receipt',
    ]) {
      expect(printed).toContain(state);
    }
    // The ordered cart is closed: Magento's message for an inactive cart (which the client logs).
    const logged: unknown[][] = [];
    const shop = createShopClient({
      backendUrl: server.url,
      log: (...args: unknown[]) => logged.push(args),
    });
    const old = await createCommerce(shop).getCart({ cartId: result.cartId });
    expect(old.ok).toBe(false);
    expect(!old.ok && old.error.code).toBe('invalid_cart');
    expect(JSON.stringify(logged)).toContain("The cart isn't active.");
  });

  it('stops on a refused card with no order and the cart still usable', async () => {
    const { options } = await connectKiosk({
      backendUrl: server.url,
      card: { number: '4000000000000002', expiryMonth: '03', expiryYear: '2030', cvc: '737' },
    });
    let cartId: string | null = null;
    const run = runKioskCheckout({
      ...options,
      onTransition: (line) => {
        if (line.actor === 'checkout' && line.to === 'review')
          cartId = options.storage.getItem('cartId');
      },
    });
    await expect(run).rejects.toThrow(KioskError);
    await expect(run).rejects.toThrow(/payment: The payment was refused/);
    expect(cartId).toBeTruthy();
    const shop = createShopClient({ backendUrl: server.url });
    const cart = await createCommerce(shop).getCart({ cartId: cartId ?? '' });
    expect(cart.ok && cart.cart.items.length).toBe(2);
  });

  it('runs as the command-line program, printing each transition and the order', async () => {
    const kiosk = fileURLToPath(new URL('..', import.meta.url));
    const { stdout } = await promisify(execFile)(
      'node_modules/.bin/tsx',
      ['src/main.ts', server.url],
      { cwd: kiosk },
    );
    expect(stdout).toMatch(/^Kiosk against http/);
    expect(stdout).toMatch(/payment +challenging → submittingDetails +\(threeds\.challenge\)/);
    expect(stdout).toMatch(/Order \d{9} placed in \d+ ms/);
  });
});

/**
 * The kiosk against the server's stock-Magento profile (`COMMERCE_EXTENSIONS=none`, core only):
 * no card extension, so it pays by bank transfer, with the core documents alone.
 */
describe('the kiosk against a stock Magento (the server with no extension)', () => {
  let server: StartedCommerceServer;

  beforeAll(async () => {
    server = await startCommerceServer({ env: { COMMERCE_EXTENSIONS: 'none' } });
  });

  afterAll(async () => {
    await server.stop();
  });

  it('pays by bank transfer and shows the increment id of the order', async () => {
    const { options } = await connectKiosk({ backendUrl: server.url });
    expect(options.paymentMethod).toEqual({ code: 'banktransfer', kind: 'offline' });
    const lines: string[] = [];
    const result = await runKioskCheckout({
      ...options,
      onTransition: (line) => lines.push(formatTransition(line)),
    });
    expect(result.orderNumber).toMatch(/^\d{9}$/);
    expect(result.newCartId).toBeTruthy();
    expect(lines.join('\n')).toContain('placing.placingOrder');
  });
});
