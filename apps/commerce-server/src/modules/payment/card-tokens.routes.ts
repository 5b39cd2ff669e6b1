import type { Context } from 'hono';
import type { ServerServices } from '../../graphql/context.ts';
import type { RouteInstaller } from '../../http/app.ts';
import { socketAddress } from '../../http/app.ts';
import { clientIpOf, nowDate, platformOf, takeToken } from '../platform/index.ts';
import { checkCard, tokeniseCard } from './card-tokens.ts';
import type { CardFields } from './card-tokens.ts';

/** Card tokenisations per IP and 10 minutes: enough for typos, not for card testing. */
export const TOKENISE_PER_IP = {
  bucket: 'card-token:ip',
  limit: 30,
  windowMs: 10 * 60_000,
} as const;
const MAX_BODY = 4096;

/** The provider's public client key of the default store view's environment (test or live). */
function clientKeyOf(services: ServerServices): string {
  const config = services.stores.config(services.stores.defaultView.storeId);
  const live = config.get('payment_environment') === 'live';
  const key = config.get(live ? 'payment_client_key_live' : 'payment_client_key_test');
  return typeof key === 'string' ? key : '';
}

/** The provider endpoints are open to any origin (no cookies are involved) and never cached. */
function cors(c: Context): void {
  c.header('Access-Control-Allow-Origin', '*');
  c.header('Access-Control-Allow-Methods', 'POST, OPTIONS');
  c.header('Access-Control-Allow-Headers', 'Content-Type, X-Client-Key');
  c.header('Cache-Control', 'no-store');
}

/**
 * One of the test provider's endpoints the storefront's card component posts to: `POST path`
 * (and its CORS preflight), authenticated by the public client key of store config
 * (`X-Client-Key`), open to any origin, limited per client address (`limit`), with a JSON object
 * body of at most 4 KB (else 400 with `badBody`). `handle` answers the parsed body; what it is
 * given (card fields, a security code) never goes further than it.
 */
export function providerEndpoint<Fields extends object>(
  services: ServerServices,
  options: {
    path: string;
    limit: { readonly bucket: string; readonly limit: number; readonly windowMs: number };
    badBody: string;
    handle: (fields: Fields, c: Context) => Promise<Response>;
  },
): RouteInstaller {
  return (app) => {
    app.options(options.path, (c) => {
      cors(c);
      return c.body(null, 204);
    });
    app.post(options.path, async (c) => {
      cors(c);
      if (c.req.header('x-client-key') !== clientKeyOf(services)) {
        return c.json(
          { error: { code: 'invalid_client_key', message: 'The client key is not valid.' } },
          401,
        );
      }
      const ip = clientIpOf(
        platformOf(services).settings.trustedProxies,
        socketAddress(c),
        c.req.header('x-forwarded-for'),
      );
      if (!(await takeToken(services.db, options.limit, ip, platformOf(services).now()))) {
        return c.json(
          {
            error: {
              code: 'too_many_requests',
              message: 'Too many card attempts. Please wait and try again later.',
            },
          },
          429,
        );
      }
      const text = await c.req.text();
      let fields: Fields;
      try {
        if (text.length > MAX_BODY) throw new Error('too large');
        fields = JSON.parse(text) as Fields;
        if (typeof fields !== 'object' || fields === null) throw new Error('not an object');
      } catch {
        return c.json({ error: { code: 'invalid_request', message: options.badBody } }, 400);
      }
      return options.handle(fields, c);
    });
  };
}

/**
 * `POST /payment/v1/card-tokens` — the test provider's card endpoint the storefront's card
 * component posts the card fields to. Answers a one-time token (`tok_…`) and the last four
 * digits; the number never goes further than this handler.
 */
export function cardTokenRoutes(services: ServerServices): RouteInstaller {
  return providerEndpoint<CardFields>(services, {
    path: '/payment/v1/card-tokens',
    limit: TOKENISE_PER_IP,
    badBody: 'The body must be a JSON object of card fields.',
    handle: async (fields, c) => {
      const now = nowDate(services);
      const checked = checkCard(fields, now);
      if ('problems' in checked)
        return c.json(
          {
            error: {
              code: 'invalid_card',
              message: 'The card details are not valid.',
              fields: checked.problems,
            },
          },
          422,
        );
      return c.json(await tokeniseCard(services.db, checked, now), 201);
    },
  });
}
