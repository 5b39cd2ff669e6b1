/**
 * Cures and subscriptions end to end (issue 22), on a shop of its own: PostgreSQL with two
 * commerce-server processes, both running the renewal scheduler every second, and a clock the
 * journey moves by writing the offset file both read (decision 176). A shopper subscribes to a
 * cure; the clock moves one period; exactly one renewal order appears (order history and outbox),
 * though two schedulers race for it; then the subscription is skipped, changed, paused, resumed and
 * cancelled from « Mes abonnements ». A guest with a subscription is asked to sign in at checkout.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launchBrowser } from '../src/browser.ts';
import type { TwoServerShop } from '../src/postgres-shop.ts';
import { postgresUnavailable, startTwoServerShop } from '../src/postgres-shop.ts';
import {
  cancelSubscriptions,
  confirmationMails,
  customerOrders,
  newCustomer,
  RENEWAL_WAIT,
  placeCustomerOrder,
  subscribableSku,
  subscribeThroughApi,
} from './subscriptions-support.ts';
import { guestIsAskedToSignIn, subscribeAndRenew } from './subscriptions-steps.ts';

// Without PostgreSQL the journey cannot run. In CI that fails the run (the contract suites get
// their cluster the same way, so its absence is a broken machine); elsewhere the journey is
// reported skipped with the reason, never passed (decision 176).
const unavailable = postgresUnavailable();
if (unavailable && process.env.CI) throw new Error(`subscriptions journey: ${unavailable}`);
if (unavailable) console.warn(`subscriptions journey skipped: ${unavailable}`);

describe.skipIf(unavailable !== undefined)('subscriptions on two commerce servers', () => {
  let browser: Browser;
  let shop: TwoServerShop;
  beforeAll(async () => {
    [browser, shop] = await Promise.all([
      launchBrowser(),
      // The servers' clock jumps a month or two: tokens live longer than that (20 minutes in the
      // seed), or the shopper would be signed out by the jump itself, not by anything the shop did.
      startTwoServerShop({
        backendEnv: {
          CUSTOMER_TOKEN_LIFETIME_SECONDS: String(400 * 86_400),
          // Five accounts are created and signed in: the cheapest password hash keeps that quick.
          PASSWORD_SCRYPT_N: '1024',
        },
      }),
    ]);
  }, 240_000);
  afterAll(async () => {
    await Promise.all([browser?.close(), shop?.stop()]);
  });

  it('serves one database from both servers: an order placed on one is seen on the other', async () => {
    const customer = await newCustomer(shop.backendUrl, 'deux-serveurs');
    const number = await placeCustomerOrder(shop.backendUrl, customer.token);
    // The token, the order and its confirmation mail are rows of the shared database.
    const seen = await customerOrders(shop.secondBackendUrl, customer.token, false);
    expect(seen.map((order) => order.number)).toEqual([number]);
    await expect
      .poll(async () => (await confirmationMails(shop.secondBackendUrl, customer.email)).length)
      .toBe(1);
  });

  // One period per viewport: the clock only moves forward, each run starts where the last left it.
  let offsetDays = 0;
  const advance = async (days: number) => {
    offsetDays += days;
    await shop.setClockOffset(offsetDays * 24 * 60 * 60 * 1000);
  };

  it('places one renewal per due date though the schedulers of both servers race for it', async () => {
    const sku = await subscribableSku(shop.backendUrl);
    // Three shoppers at once, each on either server: three renewals fall due at the same moment.
    const customers = await Promise.all(
      [shop.backendUrl, shop.secondBackendUrl, shop.backendUrl].map(async (url, index) => {
        const customer = await newCustomer(url, `course-${index}`);
        await subscribeThroughApi(url, customer.token, sku, 30);
        return customer;
      }),
    );
    await advance(31);
    const renewals = async (url: string) =>
      Promise.all(
        customers.map(
          async ({ token }) => (await customerOrders(url, token)).filter((o) => o.renewal).length,
        ),
      );
    await expect.poll(() => renewals(shop.secondBackendUrl), RENEWAL_WAIT).toEqual([1, 1, 1]);
    // Watched a few more seconds (each scheduler passes several times): never a second one.
    const watchUntil = Date.now() + 3_000;
    while (Date.now() < watchUntil) expect(await renewals(shop.backendUrl)).toEqual([1, 1, 1]);
    for (const { email, token } of customers) {
      expect(await confirmationMails(shop.backendUrl, email)).toHaveLength(2);
      await cancelSubscriptions(shop.backendUrl, token);
    }
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`subscribes to a cure, gets one renewal and changes the subscription (${size})`, async () => {
      await subscribeAndRenew({
        browser,
        shop,
        viewport,
        label: `subscriptions-${size}`,
        offsetDays: () => offsetDays,
        part: size === 'mobile' ? 'reschedule' : 'status',
        advance,
      });
    }, 180_000);
  }

  it('asks a guest with a subscription in the cart to sign in at checkout', async () => {
    await guestIsAskedToSignIn(browser, shop, VIEWPORTS.mobile, 'subscriptions-guest');
  });
});
