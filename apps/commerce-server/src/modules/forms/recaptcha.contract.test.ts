import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { data, firstError } from '../../testing/shop-flows.ts';
import { describeShop } from '../../testing/shop-test-server.ts';
import type { ShopClient } from '../../testing/shop-test-server.ts';

// A stand-in for Google's siteverify on loopback: the token decides the answer.
const received: URLSearchParams[] = [];
const human = (action: string) => ({ success: true, score: 0.9, action, hostname: 'localhost' });
const ANSWERS: Record<string, unknown> = {
  'human-newsletter': human('subscribeNewsLetter'),
  'human-login': human('signIn'),
  bot: { ...human('subscribeNewsLetter'), score: 0.3 },
  'wrong-action': human('signIn'),
  'wrong-hostname': { ...human('subscribeNewsLetter'), hostname: 'attacker.example' },
  replayed: { success: false, 'error-codes': ['timeout-or-duplicate'] },
};
const siteverify = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const form = new URLSearchParams(body);
    received.push(form);
    const token = form.get('response');
    if (token === 'down') {
      response.writeHead(503).end();
      return;
    }
    if (token === 'slow') return; // never answers: the server's timeout decides
    response
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(
        JSON.stringify(
          ANSWERS[token ?? ''] ?? { success: false, 'error-codes': ['invalid-input-response'] },
        ),
      );
  });
});
await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
const verifyUrl = `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/recaptcha/api/siteverify`;
afterAll(
  () =>
    new Promise<void>((resolve) => {
      siteverify.closeAllConnections();
      siteverify.close(() => resolve());
    }),
);

const NEWSLETTER =
  'mutation($e: String!) { subscribeToNewsletterComposite(input: { email: $e, is_consent: true, optinSource: "footer" }) { status } }';
const SIGN_IN =
  'mutation { generateCustomerToken(email: "camille.martin@orsalis.example", password: "Orsalis-Demo-2026") { token } }';
const FAILED = { message: 'reCAPTCHA verification failed.', category: 'graphql-input' };

describeShop(
  'reCAPTCHA v3',
  (server) => {
    const subscribe = (client: ShopClient, headers: Record<string, string> = {}) =>
      client.gql<{ subscribeToNewsletterComposite: { status: string } }>(
        NEWSLETTER,
        { e: `captcha-${randomUUID()}@example.com` },
        headers,
      );

    it('reports the configuration it enforces', async () => {
      const config = data(
        await server().client().gql<{
          recaptchaV3Config: { is_enabled: boolean; website_key: string; forms: string[] };
        }>('{ recaptchaV3Config { is_enabled website_key forms } }'),
      );
      expect(config.recaptchaV3Config).toMatchObject({
        is_enabled: true,
        website_key: 'site-key-for-tests',
      });
      expect(config.recaptchaV3Config.forms).toEqual(
        expect.arrayContaining(['NEWSLETTER', 'CONTACT', 'CUSTOMER_LOGIN', 'PLACE_ORDER']),
      );
    });

    it("U7 accepts a token only with success, the store's minimum score, the form's action and the shop's hostname", async () => {
      const client = server().client();
      expect(data(await subscribe(client, { 'X-ReCaptcha': 'human-newsletter' }))).toEqual({
        subscribeToNewsletterComposite: { status: 'SUBSCRIBED' },
      });
      const form = received.at(-1);
      expect(form?.get('secret')).toBe('secret-for-tests');
      expect(form?.get('remoteip')).toBe(client.ip);
      // Score 0.3, a token made for sign-in, another site's token, a replay, a forged token.
      for (const token of ['bot', 'wrong-action', 'wrong-hostname', 'replayed', 'forged'])
        expect(firstError(await subscribe(client, { 'X-ReCaptcha': token })), token).toEqual(
          FAILED,
        );
      const refusals = server().logs.filter((line) => line.msg === 'reCAPTCHA refused');
      expect(refusals.map((line) => line.reason)).toEqual(
        expect.arrayContaining(['score', 'action', 'hostname', 'unsuccessful']),
      );
    });

    it('U7 lets a form without a token (consent refused) through under a stricter per-address limit, logged', async () => {
      const client = server().client();
      for (let index = 0; index < 3; index += 1)
        expect(data(await subscribe(client)).subscribeToNewsletterComposite.status).toBe(
          'SUBSCRIBED',
        );
      const fourth = await subscribe(client);
      expect(fourth.status).toBe(429);
      expect(firstError(fourth)?.message).toBe(
        'Too many requests. Please wait and try again later.',
      );
      // A verified token is not held to the stricter limit, and another address has its own.
      expect(data(await subscribe(client, { 'X-ReCaptcha': 'human-newsletter' }))).toBeTruthy();
      expect(data(await subscribe(server().client()))).toBeTruthy();
      expect(
        server().logs.filter((line) => line.msg === 'anti-bot fallback' && line.allowed === false),
      ).not.toHaveLength(0);
    });

    it('U7 treats an unreachable or timed-out siteverify like a missing token: the stricter limit, never a silent pass', async () => {
      const client = server().client();
      const started = performance.now();
      expect(data(await subscribe(client, { 'X-ReCaptcha': 'slow' }))).toBeTruthy();
      expect(performance.now() - started).toBeLessThan(3000);
      expect(data(await subscribe(client, { 'X-ReCaptcha': 'down' }))).toBeTruthy();
      expect(data(await subscribe(client))).toBeTruthy();
      expect((await subscribe(client, { 'X-ReCaptcha': 'down' })).status).toBe(429);
      expect(
        server().logs.filter((line) => line.msg === 'reCAPTCHA verification unavailable'),
      ).toHaveLength(3);
    });

    it('U7 refuses a form whose honeypot is filled, like a failed anti-bot check, even with a good token', async () => {
      const client = server().client();
      expect(
        firstError(
          await subscribe(client, {
            'X-ReCaptcha': 'human-newsletter',
            'X-Vitrine-Honeypot': 'https://spam.example',
          }),
        ),
      ).toEqual(FAILED);
      // An empty honeypot is what a person sends.
      expect(
        data(
          await subscribe(client, { 'X-ReCaptcha': 'human-newsletter', 'X-Vitrine-Honeypot': '' }),
        ),
      ).toBeTruthy();
    });

    it('U7 protects sign-in before the password is even checked', async () => {
      const client = server().client();
      expect(firstError(await client.gql(SIGN_IN, {}, { 'X-ReCaptcha': 'bot' }))).toEqual(FAILED);
      // A token made for the newsletter does not open sign-in.
      expect(
        firstError(await client.gql(SIGN_IN, {}, { 'X-ReCaptcha': 'human-newsletter' })),
      ).toEqual(FAILED);
      const signedIn = await client.gql<{ generateCustomerToken: { token: string } }>(
        SIGN_IN,
        {},
        { 'X-ReCaptcha': 'human-login' },
      );
      expect(data(signedIn).generateCustomerToken.token).toHaveLength(43);
    });
  },
  {
    env: {
      RECAPTCHA_SITE_KEY: 'site-key-for-tests',
      RECAPTCHA_SECRET_KEY: 'secret-for-tests',
      RECAPTCHA_VERIFY_URL: verifyUrl,
      RECAPTCHA_TIMEOUT_MS: '500',
    },
    backends: ['pglite'],
  },
);

describeShop(
  'anti-bot honeypot without reCAPTCHA',
  (server) => {
    it('U7 refuses a filled honeypot on sign-in even when reCAPTCHA is off', async () => {
      const client = server().client();
      expect(firstError(await client.gql(SIGN_IN, {}, { 'X-Vitrine-Honeypot': 'bot' }))).toEqual(
        FAILED,
      );
      expect(
        data(
          await client.gql<{ generateCustomerToken: { token: string } }>(
            SIGN_IN,
            {},
            { 'X-Vitrine-Honeypot': '' },
          ),
        ).generateCustomerToken.token,
      ).toHaveLength(43);
    });
  },
  { backends: ['pglite'] },
);
