import type { ServerServices } from '../../graphql/context.ts';
import type { RouteInstaller } from '../../http/app.ts';
import { socketAddress } from '../../http/app.ts';
import { clientIpOf, nowDate, platformOf, takeToken } from '../platform/index.ts';
import { clientKeyOf, cors, TOKENISE_PER_IP } from './card-tokens.routes.ts';
import { tokeniseSecurityCode } from './security-codes.ts';
import type { SecurityCodeFields } from './security-codes.ts';

/** Security-code tokenisations per IP and 10 minutes: the card tokens' numbers, its own bucket. */
export const SECURITY_CODE_PER_IP = { ...TOKENISE_PER_IP, bucket: 'security-code:ip' } as const;
const MAX_BODY = 4096;
const INVALID = 'The security code is not valid.';

/**
 * `POST /payment/v1/security-codes` — the test provider's endpoint the storefront's saved-card
 * component posts a saved card's security code to, when store config `payment_saved_card_cvc`
 * asks for it again. Authenticated by the public client key (`X-Client-Key`) like the card
 * endpoint, open to any origin. Answers a one-time token (`cvc_…`) for that saved card; the code
 * never goes further than this handler.
 */
export function securityCodeRoutes(services: ServerServices): RouteInstaller {
  return (app) => {
    app.options('/payment/v1/security-codes', (c) => {
      cors(c);
      return c.body(null, 204);
    });
    app.post('/payment/v1/security-codes', async (c) => {
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
      if (!(await takeToken(services.db, SECURITY_CODE_PER_IP, ip, platformOf(services).now()))) {
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
      let fields: SecurityCodeFields;
      try {
        if (text.length > MAX_BODY) throw new Error('too large');
        fields = JSON.parse(text) as SecurityCodeFields;
        if (typeof fields !== 'object' || fields === null) throw new Error('not an object');
      } catch {
        return c.json(
          {
            error: {
              code: 'invalid_request',
              message: 'The body must be a JSON object with the security code and the public hash.',
            },
          },
          400,
        );
      }
      const answer = await tokeniseSecurityCode(services.db, fields, nowDate(services));
      if (!answer)
        return c.json(
          { error: { code: 'invalid_fields', message: INVALID, fields: { cvc: INVALID } } },
          422,
        );
      return c.json(answer, 201);
    });
  };
}
