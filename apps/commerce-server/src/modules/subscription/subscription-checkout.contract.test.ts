import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  PAYMENT_DETAILS,
  addItems,
  cartReadyForPayment,
  choosePayment,
  data,
  newCart,
  placeOrder,
  registerCustomer,
  tokeniseCard,
} from '../../testing/shop-flows.ts';
import type { PlaceOrderAnswer } from '../../testing/shop-flows.ts';
import { describeShop } from '../../testing/shop-test-server.ts';
import type { ShopClient } from '../../testing/shop-test-server.ts';
import { subscribableProduct, subscriptionsOf } from './subscription.testing.ts';

type Details = { submitPaymentDetails: PlaceOrderAnswer['placeOrder'] };

const details = (
  client: ShopClient,
  cartId: string,
  reference: string,
  value: Record<string, string>,
  key: string,
) =>
  client.gql<Details>(
    PAYMENT_DETAILS,
    { c: cartId, r: reference, d: JSON.stringify(value) },
    { 'Idempotency-Key': key },
  );

describeShop('subscriptions through the checkout paths', (server) => {
  it('a guest’s subscribed line stays subscribed when the guest cart merges into the customer’s', async () => {
    const product = await subscribableProduct(server().db);
    const guest = server().client();
    const guestCart = await newCart(guest);
    data(
      await addItems(guest, guestCart, [
        { sku: product.sku, quantity: 1, vitrine_subscription: { frequency_days: 90 } },
      ]),
    );
    const customer = await registerCustomer(server().client());
    const merged = data(
      await customer.client.gql<{
        mergeCarts: {
          items: Array<{ vitrine_subscription: { frequency_days: number } | null }>;
          vitrine_has_subscription: boolean;
        };
      }>(
        'mutation($s: String!) { mergeCarts(source_cart_id: $s) { items { ... on SimpleCartItem { vitrine_subscription { frequency_days } } } vitrine_has_subscription } }',
        { s: guestCart },
      ),
    ).mergeCarts;
    expect(merged.items.map((line) => line.vitrine_subscription)).toEqual([{ frequency_days: 90 }]);
    expect(merged.vitrine_has_subscription).toBe(true);
  });

  it('3-D Secure: the subscription starts with the order at submitPaymentDetails, once, even when the call is repeated', async () => {
    const product = await subscribableProduct(server().db);
    const customer = await registerCustomer(server().client());
    const cartId = await cartReadyForPayment(
      customer.client,
      [{ sku: product.sku, quantity: 1, vitrine_subscription: { frequency_days: 30 } }],
      { cartId: await newCart(customer.client) },
    );
    data(
      await choosePayment(customer.client, cartId, {
        code: 'vitrine_card',
        vitrine_card: {
          payment_method_nonce: await tokeniseCard(customer.client, '4212345678910006'),
          is_active_payment_token_enabler: true,
        },
      }),
    );
    const first = data(await placeOrder(customer.client, cartId, randomUUID())).placeOrder;
    expect(first.payment_status?.result_code).toBe('IdentifyShopper');
    expect((await subscriptionsOf(customer.client)).total_count).toBe(0);
    const key = randomUUID();
    const fingerprint = { threeDSResult: 'eyJ0aHJlZURTQ29tcEluZCI6IlkifQ==' };
    const reference = first.payment_status?.payment_reference ?? '';
    const done = data(
      await details(customer.client, cartId, reference, fingerprint, key),
    ).submitPaymentDetails;
    expect(done.payment_status?.result_code).toBe('Authorised');
    const again = data(
      await details(customer.client, cartId, reference, fingerprint, key),
    ).submitPaymentDetails;
    expect(again.orderV2?.number).toBe(done.orderV2?.number);
    const list = await subscriptionsOf(customer.client);
    expect(list.total_count).toBe(1);
    expect(list.items[0]).toMatchObject({
      first_order_number: done.orderV2?.number,
      payment_card_label: 'Visa •••• 0006',
      status: 'ACTIVE',
    });
  });
});
