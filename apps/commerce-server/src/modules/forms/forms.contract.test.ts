import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { data, firstError, newCart, registerCustomer } from '../../testing/shop-flows.ts';
import type { ShopClient } from '../../testing/shop-test-server.ts';
import { describeShop } from '../../testing/shop-test-server.ts';

const CONTACT = 'mutation($input: ContactUsInput!) { contactUs(input: $input) { status } }';
const NEWSLETTER =
  'mutation($e: String!, $c: Boolean!, $s: String) { subscribeToNewsletterComposite(input: { email: $e, is_consent: $c, optinSource: $s }) { status } }';

type Outbox = { items: Array<{ kind: string; to: string; text: string; subject: string }> };
const outbox = (client: ShopClient, to: string) =>
  client.rest<Outbox>('GET', `/dev/mail-outbox?to=${encodeURIComponent(to)}`);

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Léa Durand',
  email: `lea-${randomUUID()}@example.com`,
  comment: 'Bonjour,\r\nMa commande est-elle partie ?',
  telephone: '06 12 34 56 78',
  is_consent: true,
  contactReason: 'order',
  orderNumber: '000000012',
  ...overrides,
});

describeShop('forms', (server) => {
  it('sends a contact request to customer service, the shopper only in the body', async () => {
    const client = server().client();
    const input = contact();
    expect(data(await client.gql(CONTACT, { input }))).toEqual({ contactUs: { status: true } });
    const mails = (await outbox(client, 'conseil@orsalis.example')).body.items.filter((mail) =>
      mail.text.includes(input.email),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'contact', to: 'conseil@orsalis.example' });
    expect(mails[0]?.text).toContain('Ma commande est-elle partie ?');
    const stored = await server().db.query(
      'SELECT name, contact_reason, order_number FROM contact_request WHERE email = $1',
      [input.email],
    );
    expect(stored).toEqual([
      { name: 'Léa Durand', contact_reason: 'order', order_number: '000000012' },
    ]);
  });

  it("accepts Magento's four contact fields alone: the extension's extras are optional", async () => {
    const client = server().client();
    const email = `core-${randomUUID()}@example.com`;
    const input = { name: 'Jules Martin', email, comment: 'Une question sur la vitamine D.' };
    expect(data(await client.gql(CONTACT, { input }))).toEqual({ contactUs: { status: true } });
    expect(
      await server().db.query(
        'SELECT contact_reason, order_number, consent FROM contact_request WHERE email = $1',
        [email],
      ),
    ).toEqual([{ contact_reason: null, order_number: null, consent: false }]);
  });

  it('U10 enforces the required contact fields and refuses header injection in every field', async () => {
    const client = server().client();
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ name: ' ' }, 'Enter the Name and try again.'],
      [{ comment: '' }, 'Enter the comment and try again.'],
      [{ is_consent: false }, 'The consent to the processing of your data is required.'],
      [
        { email: 'lea@example.com\r\nBcc: victim@example.com' },
        'The email address is invalid. Verify the email address and try again.',
      ],
      [
        { name: 'Léa\r\nBcc: victim@example.com' },
        'Invalid value of "Léa  Bcc: victim@example.com" provided for the name field.',
      ],
      [
        { contactReason: 'order\nBcc: victim@example.com' },
        'Invalid value of "order Bcc: victim@example.com" provided for the contactReason field.',
      ],
      [
        { telephone: '0612\r\nX-Header: 1' },
        'Invalid value of "0612  X-Header: 1" provided for the telephone field.',
      ],
      [
        { orderNumber: '12\rCc: a@b.c' },
        'Invalid value of "12 Cc: a@b.c" provided for the orderNumber field.',
      ],
    ];
    for (const [overrides, message] of refused) {
      const input = contact(overrides);
      expect(firstError(await client.gql(CONTACT, { input })), message).toEqual({
        message,
        category: 'graphql-input',
      });
    }
    const victims = await server().db.query(
      "SELECT count(*)::int AS n FROM mail_outbox WHERE to_address LIKE '%victim%' OR text_body LIKE '%victim@example.com%'",
    );
    expect(victims).toEqual([{ n: 0 }]);
  });

  it('U9 subscribes to the newsletter once: a second subscription keeps one row and one mail', async () => {
    const client = server().client();
    const email = `news-${randomUUID()}@example.com`;
    expect(
      firstError(await client.gql(NEWSLETTER, { e: email, c: false, s: 'footer' }))?.message,
    ).toBe('The consent to receive the newsletter is required.');
    expect(data(await client.gql(NEWSLETTER, { e: email, c: true, s: 'footer' }))).toEqual({
      subscribeToNewsletterComposite: { status: 'SUBSCRIBED' },
    });
    expect(
      data(await client.gql(NEWSLETTER, { e: email.toUpperCase(), c: true, s: 'footer' })),
    ).toEqual({ subscribeToNewsletterComposite: { status: 'SUBSCRIBED' } });
    expect(
      await server().db.query(
        'SELECT status, optin_source FROM newsletter_subscriber WHERE lower(email) = lower($1)',
        [email],
      ),
    ).toEqual([{ status: 'SUBSCRIBED', optin_source: 'footer' }]);
    expect((await outbox(client, email)).body.items.map((mail) => mail.kind)).toEqual([
      'newsletter_welcome',
    ]);
    expect(
      firstError(
        await client.gql(
          'mutation($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }',
          { e: email },
        ),
      )?.message,
    ).toBe('This email address is already subscribed.');
    expect(
      firstError(await client.gql(NEWSLETTER, { e: 'not-an-email', c: true, s: 'footer' }))
        ?.message,
    ).toBe('Enter a valid email address.');
  });

  it('U9 throttles newsletter subscriptions per client address with a 429', async () => {
    const client = server().client();
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1)
      statuses.push(
        (
          await client.gql(NEWSLETTER, {
            e: `flood-${index}-${randomUUID()}@example.com`,
            c: true,
            s: 'footer',
          })
        ).status,
      );
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    const refused = await client.gql(NEWSLETTER, {
      e: `flood-last-${randomUUID()}@example.com`,
      c: true,
      s: 'footer',
    });
    expect(refused.status).toBe(429);
    expect(firstError(refused)?.message).toBe(
      'Too many requests. Please wait and try again later.',
    );
    // Another address is not slowed down.
    expect(
      (
        await server()
          .client()
          .gql(NEWSLETTER, { e: `other-${randomUUID()}@example.com`, c: true, s: 'footer' })
      ).status,
    ).toBe(200);
  });

  it('records customer and guest marketing consents, and a signed-in favorite store', async () => {
    const customer = await registerCustomer(server().client());
    expect(
      data(
        await customer.client.gql(
          'mutation { addOrUpdateCustomerConsent(isConsent: true) { is_consent } }',
        ),
      ),
    ).toEqual({ addOrUpdateCustomerConsent: { is_consent: true } });
    expect(
      firstError(
        await server()
          .client()
          .gql('mutation { addOrUpdateCustomerConsent(isConsent: true) { is_consent } }'),
      )?.message,
    ).toBe("The current customer isn't authorized.");
    const guest = server().client();
    const cartId = await newCart(guest);
    expect(
      data(
        await guest.gql(
          'mutation($c: String!) { addOrUpdateGuestConsent(isConsent: true, cartId: $c) { is_consent } }',
          { c: cartId },
        ),
      ),
    ).toEqual({ addOrUpdateGuestConsent: { is_consent: true } });
    expect(
      await server().db.query('SELECT guest_consent FROM quote WHERE masked_id = $1', [cartId]),
    ).toEqual([{ guest_consent: true }]);
    const store = data(
      await guest.gql<{ absoStores: { items: Array<{ identifier: string }> } }>(
        '{ absoStores(pageSize: 1) { items { identifier } } }',
      ),
    ).absoStores.items[0]?.identifier;
    expect(
      firstError(
        await guest.gql(
          'mutation($i: String!) { setFavoriteStore(identifier: $i) { identifier } }',
          { i: store },
        ),
      )?.message,
    ).toBe("The current customer isn't authorized.");
    expect(
      data(
        await customer.client.gql(
          'mutation($i: String!) { setFavoriteStore(identifier: $i) { identifier } }',
          { i: store },
        ),
      ),
    ).toEqual({ setFavoriteStore: { identifier: store } });
    expect(data(await customer.client.gql('{ customer { favorite_store is_consent } }'))).toEqual({
      customer: { favorite_store: store, is_consent: true },
    });
    // getFavoriteStore answers the saved store to its customer, with or without an origin.
    expect(data(await customer.client.gql('{ getFavoriteStore { identifier } }'))).toEqual({
      getFavoriteStore: { identifier: store },
    });
    expect(data(await guest.gql('{ getFavoriteStore { identifier } }'))).toEqual({
      getFavoriteStore: null,
    });
    expect(
      firstError(
        await customer.client.gql(
          'mutation { setFavoriteStore(identifier: "nowhere") { identifier } }',
        ),
      )?.category,
    ).toBe('graphql-no-such-entity');
  });
});

describeShop(
  'forms behind an untrusted peer',
  (server) => {
    it('U9 ignores X-Forwarded-For from a peer that is not a trusted proxy: spoofing does not dodge the limit', async () => {
      const statuses: number[] = [];
      for (let index = 0; index < 11; index += 1) {
        // A new spoofed address each time: without a trusted proxy, the socket address counts.
        const client = server().client();
        statuses.push(
          (
            await client.gql(NEWSLETTER, {
              e: `spoof-${index}-${randomUUID()}@example.com`,
              c: true,
              s: 'footer',
            })
          ).status,
        );
      }
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  },
  { env: { TRUSTED_PROXIES: '' }, backends: ['pglite'] },
);

describeShop(
  'development endpoints in production',
  (server) => {
    it('does not serve the mail outbox when NODE_ENV=production', async () => {
      expect((await server().client().rest('GET', '/dev/mail-outbox')).status).toBe(404);
    });
  },
  { env: { NODE_ENV: 'production' }, backends: ['pglite'] },
);
