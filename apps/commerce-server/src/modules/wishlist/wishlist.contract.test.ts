import { expect, it } from 'vitest';
import { data, firstError, registerCustomer, signIn } from '../../testing/shop-flows.ts';
import { describeShop } from '../../testing/shop-test-server.ts';

const WISHLIST = `{ customer { wishlists { id items_count items_v2(currentPage: 1, pageSize: 2) { items { __typename id quantity product { sku }
  ... on ConfigurableWishlistItem { configured_variant { sku } configurable_options { value_label } } } page_info { total_pages } } } } }`;

interface WishlistAnswer {
  customer: {
    wishlists: Array<{
      id: string;
      items_count: number;
      items_v2: {
        items: Array<{
          __typename: string;
          id: string;
          quantity: number;
          product: { sku: string };
          configured_variant?: { sku: string } | null;
        }>;
        page_info: { total_pages: number };
      };
    }>;
  };
}

describeShop('wishlist', (server) => {
  it('adds and removes products in the customer wishlist with paged items_v2', async () => {
    const { client } = await registerCustomer(server().client());
    const empty = data(await client.gql<WishlistAnswer>(WISHLIST)).customer.wishlists[0];
    expect(empty?.items_count).toBe(0);
    const id = empty?.id ?? '';
    const add =
      'mutation($w: ID!, $items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $w, wishlistItems: $items) { wishlist { items_count } user_errors { code message } } }';
    const added = data(
      await client.gql<{
        addProductsToWishlist: { wishlist: { items_count: number }; user_errors: unknown[] };
      }>(add, {
        w: id,
        items: [
          { sku: 'ORS-000002', quantity: 1 },
          { sku: 'ORS-000004', quantity: 2 },
          { sku: 'ORS-000003-60-jours', parent_sku: 'ORS-000003', quantity: 1 },
          { sku: 'NOPE', quantity: 1 },
        ],
      }),
    ).addProductsToWishlist;
    expect(added).toEqual({
      wishlist: { items_count: 3 },
      user_errors: [
        { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NOPE"' },
      ],
    });
    const page = data(await client.gql<WishlistAnswer>(WISHLIST)).customer.wishlists[0];
    expect(page?.items_v2.page_info.total_pages).toBe(2);
    expect(page?.items_v2.items.map((item) => item.product.sku)).toEqual([
      'ORS-000002',
      'ORS-000004',
    ]);
    const second = data(
      await client.gql<WishlistAnswer>(WISHLIST.replace('currentPage: 1', 'currentPage: 2')),
    ).customer.wishlists[0]?.items_v2.items[0];
    expect(second).toMatchObject({
      __typename: 'ConfigurableWishlistItem',
      product: { sku: 'ORS-000003' },
      configured_variant: { sku: 'ORS-000003-60-jours' },
    });
    const removed = data(
      await client.gql<{ removeProductsFromWishlist: { wishlist: { items_count: number } } }>(
        'mutation($w: ID!, $ids: [ID!]!) { removeProductsFromWishlist(wishlistId: $w, wishlistItemsIds: $ids) { wishlist { items_count } } }',
        {
          w: id,
          ids: [page?.items_v2.items[0]?.id],
        },
      ),
    ).removeProductsFromWishlist;
    expect(removed.wishlist.items_count).toBe(2);
    const other = await registerCustomer(server().client());
    expect(
      firstError(
        await other.client.gql(add, { w: id, items: [{ sku: 'ORS-000002', quantity: 1 }] }),
      )?.message,
    ).toBe('The wishlist was not found.');
  });

  it('keeps a configurable without its options, as Magento does for a wish list', async () => {
    const { client } = await registerCustomer(server().client());
    const add =
      'mutation($items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: "0", wishlistItems: $items) { wishlist { items_count } user_errors { message } } }';
    const added = data(
      await client.gql<{
        addProductsToWishlist: { wishlist: { items_count: number }; user_errors: unknown[] };
      }>(add, { items: [{ sku: 'ORS-000003', quantity: 1, selected_options: [] }] }),
    ).addProductsToWishlist;
    expect(added).toEqual({ wishlist: { items_count: 1 }, user_errors: [] });
    const item = data(await client.gql<WishlistAnswer>(WISHLIST)).customer.wishlists[0]?.items_v2
      .items[0];
    expect(item).toMatchObject({
      __typename: 'ConfigurableWishlistItem',
      product: { sku: 'ORS-000003' },
      configured_variant: null,
    });
  });

  it("shows the demo customer's addresses, orders and wishlist", async () => {
    const token = await signIn(
      server().client(),
      'camille.martin@orsalis.example',
      'Orsalis-Demo-2026',
    );
    const answer = data(
      await server().client({ token }).gql<{
        customer: {
          firstname: string;
          addresses: unknown[];
          orders: { total_count: number; items: Array<{ number: string; status: string }> };
          wishlists: Array<{ items_count: number }>;
        };
      }>('{ customer { firstname addresses { city } orders(pageSize: 5, sort: { sort_field: NUMBER, sort_direction: ASC }) { total_count items { number status } } wishlists { items_count } } }'),
    ).customer;
    expect(answer.firstname).toBe('Camille');
    expect(answer.addresses).toHaveLength(2);
    expect(answer.orders.items.slice(0, 3).map((order) => order.number)).toEqual([
      '000000001',
      '000000002',
      '000000003',
    ]);
    expect(answer.orders.items.slice(0, 3).map((order) => order.status)).toEqual([
      'Complete',
      'Complete',
      'Pending',
    ]);
    expect(answer.wishlists[0]?.items_count).toBe(3);
  });

  it("ships the demo customer's completed orders with a tracking number, and reads wish list 0 as the default", async () => {
    const token = await signIn(
      server().client(),
      'camille.martin@orsalis.example',
      'Orsalis-Demo-2026',
    );
    const client = server().client({ token });
    const orders = data(
      await client.gql<{
        customer: {
          orders: {
            items: Array<{
              number: string;
              shipments: Array<{
                number: string;
                tracking: Array<{ carrier: string; title: string; number: string }>;
              }>;
              items: Array<{ quantity_shipped: number; quantity_ordered: number }>;
            }>;
          };
        };
      }>(
        '{ customer { orders(filter: { number: { in: ["000000001", "000000002", "000000003"] } }, sort: { sort_field: NUMBER, sort_direction: ASC }) { items { number shipments { number tracking { carrier title number } } items { quantity_shipped quantity_ordered } } } } }',
      ),
    ).customer.orders.items;
    expect(orders[0]?.shipments).toMatchObject([
      { number: '000000001', tracking: [{ carrier: 'colissimo', title: 'Colissimo' }] },
    ]);
    expect(orders[0]?.shipments[0]?.tracking[0]?.number).toMatch(/^6A\d{11}$/);
    expect(orders[0]?.items.every((item) => item.quantity_shipped === item.quantity_ordered)).toBe(
      true,
    );
    expect(orders[1]?.shipments[0]?.tracking[0]).toMatchObject({
      carrier: 'colissimo',
      title: 'Colissimo',
    });
    // The pending bank transfer has not been shipped.
    expect(orders[2]?.shipments).toEqual([]);
    const byZero = data(
      await client.gql<{ customer: { wishlist_v2: { id: string; items_count: number } } }>(
        '{ customer { wishlist_v2(id: "0") { id items_count } } }',
      ),
    ).customer.wishlist_v2;
    expect(byZero.items_count).toBe(3);
    // Adding through wish list 0 fills the default one (a new customer: the demo data stays as is).
    const other = await registerCustomer(server().client());
    const added = data(
      await other.client.gql<{
        addProductsToWishlist: {
          wishlist: { id: string; items_count: number };
          user_errors: unknown[];
        };
      }>(
        'mutation { addProductsToWishlist(wishlistId: "0", wishlistItems: [{ sku: "ORS-000002", quantity: 1 }]) { wishlist { id items_count } user_errors { code message } } }',
      ),
    ).addProductsToWishlist;
    const own = data(
      await other.client.gql<{ customer: { wishlists: Array<{ id: string }> } }>(
        '{ customer { wishlists { id } } }',
      ),
    ).customer.wishlists[0];
    expect(added).toEqual({ wishlist: { id: own?.id, items_count: 1 }, user_errors: [] });
  });
});
