import { expect, it } from 'vitest';
import { addItems, data, firstError, newCart, testProduct } from '../../testing/shop-flows.ts';
import { describeShop } from '../../testing/shop-test-server.ts';

const CONFIGURABLE = 'ORS-000003';
const ITEMS = `items { quantity product { sku } ... on ConfigurableCartItem { configured_variant { sku } configurable_options { option_label value_label } } }`;
const SIMPLE = `mutation($c: String!, $items: [SimpleProductCartItemInput]!) {
  addSimpleProductsToCart(input: { cart_id: $c, cart_items: $items }) { cart { ${ITEMS} } } }`;
const CONFIGURABLES = `mutation($c: String!, $items: [ConfigurableProductCartItemInput]!) {
  addConfigurableProductsToCart(input: { cart_id: $c, cart_items: $items }) { cart { ${ITEMS} } } }`;

interface Item {
  quantity: number;
  product: { sku: string };
  configured_variant?: { sku: string };
  configurable_options?: Array<{ option_label: string; value_label: string }>;
}

describeShop('per-type add-to-cart mutations and entered options', (server) => {
  it('adds simple products with addSimpleProductsToCart, refusing a bad line with Magento messages and adding nothing', async () => {
    const client = server().client();
    const cartId = await newCart(client);
    const product = await testProduct(server().db, { qty: 3 });
    const other = await testProduct(server().db, { qty: 3 });
    const added = data(
      await client.gql<{ addSimpleProductsToCart: { cart: { items: Item[] } } }>(SIMPLE, {
        c: cartId,
        items: [{ data: { sku: product.sku, quantity: 2 } }],
      }),
    );
    expect(added.addSimpleProductsToCart.cart.items).toEqual([
      { quantity: 2, product: { sku: product.sku } },
    ]);
    const refusals: Array<[unknown[], { message: string; category: string }]> = [
      [
        [{ data: { sku: 'NO-SUCH-SKU', quantity: 1 } }],
        {
          message: 'Could not find a product with SKU "NO-SUCH-SKU"',
          category: 'graphql-no-such-entity',
        },
      ],
      [
        [{ data: { sku: product.sku, quantity: 0 } }],
        {
          message: 'Please enter a number greater than 0 in this field.',
          category: 'graphql-input',
        },
      ],
      [
        // The first line would fit, the second not: the call fails as a whole.
        [{ data: { sku: other.sku, quantity: 1 } }, { data: { sku: product.sku, quantity: 2 } }],
        {
          message: `Could not add the product with SKU ${product.sku} to the shopping cart: The requested qty is not available`,
          category: 'graphql-input',
        },
      ],
      [[], { message: 'Required parameter "cart_items" is missing', category: 'graphql-input' }],
    ];
    for (const [items, error] of refusals) {
      expect(firstError(await client.gql(SIMPLE, { c: cartId, items }))).toEqual(error);
    }
    expect(firstError(await client.gql(SIMPLE, { c: '', items: [] }))?.message).toBe(
      'Required parameter "cart_id" is missing',
    );
    const cart = data(
      await client.gql<{ cart: { items: Item[] } }>(
        `query($c: String!) { cart(cart_id: $c) { ${ITEMS} } }`,
        {
          c: cartId,
        },
      ),
    );
    expect(cart.cart.items).toEqual([{ quantity: 2, product: { sku: product.sku } }]);
  });

  it('adds a variant with addConfigurableProductsToCart (parent_sku + the variant in data.sku)', async () => {
    const client = server().client();
    const cartId = await newCart(client);
    const variant = `${CONFIGURABLE}-60-jours`;
    const added = data(
      await client.gql<{ addConfigurableProductsToCart: { cart: { items: Item[] } } }>(
        CONFIGURABLES,
        { c: cartId, items: [{ parent_sku: CONFIGURABLE, data: { sku: variant, quantity: 1 } }] },
      ),
    );
    expect(added.addConfigurableProductsToCart.cart.items).toEqual([
      {
        quantity: 1,
        product: { sku: CONFIGURABLE },
        configured_variant: { sku: variant },
        configurable_options: [{ option_label: 'Durée de cure', value_label: '60 jours' }],
      },
    ]);
    const refusals: Array<[unknown, string]> = [
      [
        { parent_sku: 'NO-SUCH-PARENT', data: { sku: variant, quantity: 1 } },
        'Could not find a product with SKU "NO-SUCH-PARENT"',
      ],
      [
        { parent_sku: CONFIGURABLE, data: { sku: 'NO-SUCH-VARIANT', quantity: 1 } },
        `Could not add the product with SKU ${CONFIGURABLE} to the shopping cart: Could not find specified product.`,
      ],
      [
        { parent_sku: CONFIGURABLE, data: { sku: 'ORS-000002', quantity: 1 } },
        `Could not add the product with SKU ${CONFIGURABLE} to the shopping cart: Could not find specified product.`,
      ],
      [
        { parent_sku: CONFIGURABLE, data: { sku: variant, quantity: 100000 } },
        `Could not add the product with SKU ${CONFIGURABLE} to the shopping cart: The most you may purchase is 10000.`,
      ],
    ];
    for (const [item, message] of refusals) {
      expect(
        firstError(await client.gql(CONFIGURABLES, { c: cartId, items: [item] }))?.message,
      ).toBe(message);
    }
  });

  it("ignores entered_options carrying the product's own uid, as Magento does (PWA Studio sends them)", async () => {
    const client = server().client();
    const cartId = await newCart(client);
    const product = await testProduct(server().db, { qty: 5 });
    const ownUid = Buffer.from(String(product.productId)).toString('base64');
    const answer = data(
      await addItems(client, cartId, [
        {
          sku: product.sku,
          quantity: 1,
          entered_options: [{ uid: ownUid, value: 'Produit de test' }],
        },
      ]),
    ).addProductsToCart;
    expect(answer.user_errors).toEqual([]);
    expect(
      (answer.cart as unknown as { items: Item[] }).items.map((item) => [
        item.product.sku,
        item.quantity,
      ]),
    ).toEqual([[product.sku, 1]]);
    // A real custom option value is still refused: the catalogue has no custom options.
    const refused = data(
      await addItems(client, cartId, [
        {
          sku: product.sku,
          quantity: 1,
          entered_options: [{ uid: Buffer.from('custom-option/7').toString('base64'), value: 'x' }],
        },
      ]),
    ).addProductsToCart;
    expect(refused.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'The product has no custom options.' },
    ]);
  });
});
