import { expect, it } from 'vitest';
import { data, signIn } from '../../testing/shop-flows.ts';
import { describeShop } from '../../testing/shop-test-server.ts';
import type { ShopTestServer } from '../../testing/shop-test-server.ts';
import { moveClockTo, storeInstant } from '../../testing/store-clock.ts';
import { addDays, storeDate } from '../platform/index.ts';
import { renewDueSubscriptions } from './index.ts';
import {
  subscribableProduct,
  subscribedCustomer,
  subscriptionsOf,
} from './subscription.testing.ts';

const mailsTo = (server: ShopTestServer, email: string) =>
  server.db.query<{ kind: string; subject: string; text_body: string }>(
    'SELECT kind, subject, text_body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY mail_id',
    [email],
  );

const renewalsOf = (server: ShopTestServer, uid: string) =>
  server.db.query<{ due_date: string; outcome: string; order_id: number | null }>(
    `SELECT to_char(r.due_date, 'YYYY-MM-DD') AS due_date, r.outcome, r.order_id FROM vitrine_subscription_renewal r
       JOIN vitrine_subscription s USING (subscription_id) WHERE s.uid = $1 ORDER BY r.due_date`,
    [uid],
  );

describeShop('subscription renewals (the in-server job, moved by the test clock)', (server) => {
  const today = () => storeDate(new Date(server().clock.now()));
  // Noon in Paris on a calendar date: 30 days of 24 h from 00:xx would end on the day before when
  // they cross the autumn clock change.
  const moveClockToDay = (date: string) => moveClockTo(server().clock, storeInstant(date, '12:00'));

  it('one period later places exactly one renewal order, paid with the saved card, with its e-mail; the next tick adds nothing', async () => {
    const product = await subscribableProduct(server().db, 2000);
    const { customer, orderNumber } = await subscribedCustomer(server().client(), product.sku, 30);
    const due = addDays(today(), 30);
    const [subscription] = (await subscriptionsOf(customer.client)).items;
    const uid = subscription?.uid ?? '';
    await renewDueSubscriptions(server().services);
    expect(await renewalsOf(server(), uid)).toEqual([]);

    moveClockToDay(due);
    await renewDueSubscriptions(server().services);
    await renewDueSubscriptions(server().services);
    const renewals = await renewalsOf(server(), uid);
    expect(renewals.map(({ due_date, outcome }) => ({ due_date, outcome }))).toEqual([
      { due_date: due, outcome: 'placed' },
    ]);
    expect(renewals[0]?.order_id).toBeGreaterThan(0);
    // The shop asks for a saved card's security code at checkout (payment_saved_card_cvc), but a
    // renewal is merchant-initiated, off-session: it charged the card with no code tokenised.
    const { stores } = server().services;
    expect(stores.config(stores.defaultView.storeId).get('payment_saved_card_cvc')).toBe(true);
    expect(
      await server().db.query(
        'SELECT 1 FROM payment_security_code_token t JOIN vitrine_subscription s ON s.payment_public_hash = t.public_hash WHERE s.uid = $1',
        [uid],
      ),
    ).toEqual([]);

    const client = customer.client.withToken(
      await signIn(server().client(), customer.email, customer.password),
    );
    const list = await subscriptionsOf(client);
    const renewalNumber = list.items[0]?.renewal_order_numbers[0] ?? '';
    expect(list.items[0]).toMatchObject({
      status: 'ACTIVE',
      next_date: addDays(due, 30),
      renewal_order_numbers: [expect.stringMatching(/^\d{9}$/)],
    });
    const orders = data(
      await client.gql<{
        customer: {
          orders: {
            items: Array<{
              number: string;
              payment_methods: Array<{ type: string }>;
              items: Array<{
                product_sku: string;
                quantity_ordered: number;
                product_sale_price: { value: number };
                vitrine_subscription: { subscription_uid: string; is_renewal: boolean } | null;
              }>;
            }>;
          };
        };
      }>(
        '{ customer { orders(sort: { sort_field: CREATED_AT, sort_direction: DESC }) { items { number payment_methods { type } items { product_sku quantity_ordered product_sale_price { value } vitrine_subscription { subscription_uid is_renewal } } } } } }',
      ),
    ).customer.orders.items;
    expect(orders.map((order) => order.number)).toEqual([renewalNumber, orderNumber]);
    expect(orders[0]?.payment_methods[0]?.type).toBe('vitrine_card_vault');
    expect(orders[0]?.items).toEqual([
      {
        product_sku: product.sku,
        quantity_ordered: 2,
        product_sale_price: { value: 18 },
        vitrine_subscription: { subscription_uid: uid, is_renewal: true },
      },
    ]);
    const mails = await mailsTo(server(), customer.email);
    expect(
      mails.filter((mail) => mail.kind === 'order_confirmation').map((mail) => mail.subject),
    ).toEqual([
      `Votre commande Orsalis n° ${orderNumber}`,
      `Votre commande Orsalis n° ${renewalNumber}`,
    ]);
  });

  it('renews neither a paused nor a cancelled subscription, and honours a skipped delivery', async () => {
    const product = await subscribableProduct(server().db);
    const subscribers = await Promise.all(
      ['pause', 'cancel', 'skip'].map(async (action) => {
        const { customer } = await subscribedCustomer(server().client(), product.sku, 30);
        const uid = (await subscriptionsOf(customer.client)).items[0]?.uid ?? '';
        const name = {
          pause: 'pauseVitrineSubscription',
          cancel: 'cancelVitrineSubscription',
          skip: 'skipVitrineSubscriptionDelivery',
        }[action];
        data(
          await customer.client.gql(
            `mutation($u: ID!) { ${name}(input: { uid: $u }) { subscription { status } } }`,
            { u: uid },
          ),
        );
        return uid;
      }),
    );
    const start = today();
    moveClockToDay(addDays(start, 30));
    await renewDueSubscriptions(server().services);
    for (const uid of subscribers) expect(await renewalsOf(server(), uid)).toEqual([]);
    // The skipped one comes one period later.
    moveClockToDay(addDays(start, 60));
    await renewDueSubscriptions(server().services);
    const [paused, cancelled, skipped] = await Promise.all(
      subscribers.map((uid) => renewalsOf(server(), uid)),
    );
    expect([paused, cancelled]).toEqual([[], []]);
    expect(skipped?.map((renewal) => renewal.outcome)).toEqual(['placed']);
  });

  it('a refused card records the renewal, e-mails a French notice, moves one period on, and is not retried', async () => {
    const product = await subscribableProduct(server().db);
    const { customer } = await subscribedCustomer(server().client(), product.sku, 30);
    const due = addDays(today(), 30);
    const uid = (await subscriptionsOf(customer.client)).items[0]?.uid ?? '';
    // The card saved at the first order is refused later on.
    await server().db.query(
      "UPDATE payment_vault_token SET scenario = 'refused' WHERE public_hash = (SELECT payment_public_hash FROM vitrine_subscription WHERE uid = $1)",
      [uid],
    );
    moveClockToDay(due);
    await renewDueSubscriptions(server().services);
    await renewDueSubscriptions(server().services);
    expect(await renewalsOf(server(), uid)).toEqual([
      { due_date: due, outcome: 'refused', order_id: null },
    ]);
    const state = await server().db.query<{ next_date: string; status: string }>(
      "SELECT to_char(next_date, 'YYYY-MM-DD') AS next_date, status FROM vitrine_subscription WHERE uid = $1",
      [uid],
    );
    expect(state[0]).toEqual({ next_date: addDays(due, 30), status: 'active' });
    const notices = (await mailsTo(server(), customer.email)).filter(
      (mail) => mail.kind === 'subscription_payment_refused',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe('Votre livraison par abonnement n’a pas pu partir');
    expect(notices[0]?.text_body).toContain('Votre carte enregistrée a été refusée');
    // It placed no renewal order.
    expect(
      await server().db.query(
        'SELECT 1 FROM vitrine_subscription_order_item l JOIN vitrine_subscription s USING (subscription_id) WHERE s.uid = $1 AND l.is_renewal',
        [uid],
      ),
    ).toEqual([]);
  });
});
