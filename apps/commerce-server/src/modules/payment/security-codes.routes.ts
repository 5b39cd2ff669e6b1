import type { ServerServices } from '../../graphql/context.ts';
import type { RouteInstaller } from '../../http/app.ts';
import { nowDate } from '../platform/index.ts';
import { providerEndpoint, TOKENISE_PER_IP } from './card-tokens.routes.ts';
import { tokeniseSecurityCode } from './security-codes.ts';
import type { SecurityCodeFields } from './security-codes.ts';

/** Security-code tokenisations per IP and 10 minutes: the card tokens' numbers, its own bucket. */
export const SECURITY_CODE_PER_IP = { ...TOKENISE_PER_IP, bucket: 'security-code:ip' } as const;
const INVALID = 'The security code is not valid.';

/**
 * `POST /payment/v1/security-codes` — the test provider's endpoint the storefront's saved-card
 * component posts a saved card's security code to, when store config `payment_saved_card_cvc`
 * asks for it again ({@link providerEndpoint}: client key, any origin, per-address limit).
 * Answers a one-time token (`cvc_…`) for that saved card; the code never goes further.
 */
export function securityCodeRoutes(services: ServerServices): RouteInstaller {
  return providerEndpoint<SecurityCodeFields>(services, {
    path: '/payment/v1/security-codes',
    limit: SECURITY_CODE_PER_IP,
    badBody: 'The body must be a JSON object with the security code and the public hash.',
    handle: async (fields, c) => {
      const answer = await tokeniseSecurityCode(services.db, fields, nowDate(services));
      if (!answer)
        return c.json(
          { error: { code: 'invalid_fields', message: INVALID, fields: { cvc: INVALID } } },
          422,
        );
      return c.json(answer, 201);
    },
  });
}
