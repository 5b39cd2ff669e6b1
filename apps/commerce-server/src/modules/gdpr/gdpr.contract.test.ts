import { expect, it } from 'vitest';
import { data, firstError, registerCustomer } from '../../testing/shop-flows.ts';
import { describeShop } from '../../testing/shop-test-server.ts';

type Outbox = { items: Array<{ kind: string; links: string[]; text: string }> };

describeShop('GDPR requests', (server) => {
  it('confirms an export from the e-mailed link, for the signed-in owner only', async () => {
    const customer = await registerCustomer(server().client());
    const created = data(
      await customer.client.gql<{
        createGdprRequest: { type: string; status: string; code: string };
      }>('mutation { createGdprRequest(type: "export") { type status code } }'),
    ).createGdprRequest;
    expect(created).toMatchObject({ type: 'export', status: 'pending' });
    const mails = (
      await customer.client.rest<Outbox>(
        'GET',
        `/dev/mail-outbox?to=${encodeURIComponent(customer.email)}`,
      )
    ).body.items;
    const link = mails.find((mail) => mail.kind === 'gdpr_request')?.links[0] ?? '';
    expect(new URL(link).pathname).toBe(`/gdpr-request/type/export/code/${created.code}`);
    const stranger = await registerCustomer(server().client());
    const confirm =
      'mutation($t: String!, $c: String!) { confirmGdprRequest(type: $t, code: $c) { status confirmed_at } }';
    expect(
      firstError(await stranger.client.gql(confirm, { t: 'export', c: created.code })),
    ).toEqual({ message: 'The GDPR request was not found.', category: 'graphql-no-such-entity' });
    expect(
      firstError(await server().client().gql(confirm, { t: 'export', c: created.code }))?.message,
    ).toBe("The current customer isn't authorized.");
    const confirmed = data(
      await customer.client.gql<{ confirmGdprRequest: { status: string } }>(confirm, {
        t: 'export',
        c: created.code,
      }),
    ).confirmGdprRequest;
    expect(confirmed.status).toBe('confirmed');
    const exported = (
      await customer.client.rest<Outbox>(
        'GET',
        `/dev/mail-outbox?to=${encodeURIComponent(customer.email)}`,
      )
    ).body.items.find((mail) => mail.kind === 'gdpr_export');
    expect(exported?.text).toContain(customer.email);
  });

  it('anonymises and closes the account on a confirmed erasure', async () => {
    const customer = await registerCustomer(server().client());
    const code = data(
      await customer.client.gql<{ createGdprRequest: { code: string } }>(
        'mutation { createGdprRequest(type: "erase") { code } }',
      ),
    ).createGdprRequest.code;
    expect(
      firstError(await customer.client.gql('mutation { createGdprRequest(type: "sell") { code } }'))
        ?.message,
    ).toBe('Invalid value of "sell" provided for the type field.');
    data(
      await customer.client.gql(
        'mutation($c: String!) { confirmGdprRequest(type: "erase", code: $c) { status } }',
        { c: code },
      ),
    );
    expect(firstError(await customer.client.gql('{ customer { email } }'))?.message).toBe(
      "The current customer isn't authorized.",
    );
    expect(
      await server().db.query(
        'SELECT count(*)::int AS n FROM customer WHERE lower(email) = lower($1)',
        [customer.email],
      ),
    ).toEqual([{ n: 0 }]);
  });
});
