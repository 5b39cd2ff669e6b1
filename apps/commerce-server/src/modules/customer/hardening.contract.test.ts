import { expect, it } from 'vitest';
import { data, firstError, newCart, registerCustomer } from '../../testing/shop-flows.ts';
import { describeShop } from '../../testing/shop-test-server.ts';

describeShop('hardening of customer and cart operations', (server) => {
  it('G3 rejects 11 aliased generateCustomerToken calls before any password is checked', async () => {
    const { email } = await registerCustomer(server().client());
    const aliases = Array.from(
      { length: 11 },
      (_, index) =>
        `t${index}: generateCustomerToken(email: "${email}", password: "Guess-Number-${index}") { token }`,
    ).join('\n');
    const answer = await server().client().gql(`mutation { ${aliases} }`);
    expect(firstError(answer)?.message).toBe('Max Aliases in query should be 10 but got 11.');
    const rows = await server().db.query<{ failures_num: number }>(
      'SELECT failures_num FROM customer WHERE lower(email) = lower($1)',
      [email],
    );
    expect(rows).toEqual([{ failures_num: 0 }]);
  });

  it('G8 never lets a cache keep cart or customer answers, GET or POST, with a token', async () => {
    const { client } = await registerCustomer(server().client());
    const cartId = await newCart(client);
    const query = `{ cart(cart_id: "${cartId}") { id } customer { email } }`;
    const response = await fetch(`${server().url}/graphql?query=${encodeURIComponent(query)}`, {
      headers: { Store: 'fr', Authorization: `Bearer ${client.token ?? ''}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('vary')).toContain('Authorization');
    const posted = await client.gql('query($c: String!) { cart(cart_id: $c) { id } }', {
      c: cartId,
    });
    expect(data(posted)).toEqual({ cart: { id: cartId } });
    expect(posted.headers.get('cache-control')).toBe('no-store');
    const rest = await client.rest('POST', '/rest/V1/carts/mine/shipping-information', {});
    expect(rest.headers.get('cache-control')).toBe('no-store');
    const mutationOverGet = await fetch(
      `${server().url}/graphql?query=${encodeURIComponent('mutation { createEmptyCart }')}`,
      { headers: { Store: 'fr' } },
    );
    expect(mutationOverGet.status).toBe(405);
  });

  it('G7 caps the page size of customer orders at 300', async () => {
    const { client } = await registerCustomer(server().client());
    expect(
      firstError(await client.gql('{ customer { orders(pageSize: 100000) { total_count } } }'))
        ?.message,
    ).toBe('Maximum page_size is 300');
  });
});
