import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { data, firstError } from '../../testing/shop-flows.ts';
import { describeShop } from '../../testing/shop-test-server.ts';

// A stand-in for Google's siteverify on loopback: the token decides the answer.
const received: URLSearchParams[] = [];
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
    const answers: Record<string, unknown> = {
      human: { success: true, score: 0.9, action: 'submit', hostname: 'localhost' },
      bot: { success: true, score: 0.3, action: 'submit', hostname: 'localhost' },
      replayed: { success: false, 'error-codes': ['timeout-or-duplicate'] },
    };
    response
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(
        JSON.stringify(
          answers[token ?? ''] ?? { success: false, 'error-codes': ['invalid-input-response'] },
        ),
      );
  });
});
await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
const verifyUrl = `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/recaptcha/api/siteverify`;
afterAll(() => new Promise<void>((resolve) => siteverify.close(() => resolve())));

const NEWSLETTER =
  'mutation($e: String!) { subscribeToNewsletterComposite(input: { email: $e, is_consent: true, optinSource: "footer" }) { status } }';

describeShop(
  'reCAPTCHA v3',
  (server) => {
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

    it('verifies X-ReCaptcha through siteverify and refuses missing, low-score, replayed tokens and an unreachable verifier', async () => {
      const client = server().client();
      const subscribe = (token?: string) =>
        client.gql(
          NEWSLETTER,
          { e: `captcha-${randomUUID()}@example.com` },
          token ? { 'X-ReCaptcha': token } : {},
        );
      expect(data(await subscribe('human'))).toEqual({
        subscribeToNewsletterComposite: { status: 'SUBSCRIBED' },
      });
      const form = received.at(-1);
      expect(form?.get('secret')).toBe('secret-for-tests');
      expect(form?.get('remoteip')).toBe(client.ip);
      for (const token of [undefined, 'bot', 'replayed', 'forged'])
        expect(firstError(await subscribe(token)), String(token)).toEqual({
          message: 'reCAPTCHA verification failed.',
          category: 'graphql-input',
        });
      expect(firstError(await subscribe('down'))?.message).toBe(
        'Something went wrong with reCAPTCHA. Please contact the store owner.',
      );
    });

    it('protects sign-in before the password is even checked', async () => {
      const answer = await server()
        .client()
        .gql(
          'mutation { generateCustomerToken(email: "camille.martin@orsalis.example", password: "Orsalis-Demo-2026") { token } }',
        );
      expect(firstError(answer)?.message).toBe('reCAPTCHA verification failed.');
      const signedIn = await server()
        .client()
        .gql<{ generateCustomerToken: { token: string } }>(
          'mutation { generateCustomerToken(email: "camille.martin@orsalis.example", password: "Orsalis-Demo-2026") { token } }',
          {},
          { 'X-ReCaptcha': 'human' },
        );
      expect(data(signedIn).generateCustomerToken.token).toHaveLength(43);
    });
  },
  {
    env: {
      RECAPTCHA_SITE_KEY: 'site-key-for-tests',
      RECAPTCHA_SECRET_KEY: 'secret-for-tests',
      RECAPTCHA_VERIFY_URL: verifyUrl,
    },
    backends: ['pglite'],
  },
);
