import type { Context } from 'hono';
import type { RequestContext, ServerServices } from '../../graphql/context.ts';
import type { RouteInstaller } from '../../http/app.ts';
import {
  cartOwnedBy,
  activeQuoteOfCustomer,
  quoteByMaskedId,
  setGuestEmail,
  setBillingAddress,
  setShippingAddress,
  setPaymentMethod,
  setShippingMethod,
} from '../cart/index.ts';
import type { QuoteRow, CartView, AddressChoice } from '../cart/index.ts';
import { callerOf } from '../customer/index.ts';
import { requestIp, HONEYPOT_HEADER, recaptchaProblem, nowDate } from '../platform/index.ts';
import { PAYMENT_CODES, updatePayment } from '../payment/index.ts';
import {
  IDEMPOTENCY_HEADER,
  INVALID_KEY,
  INVALID_KEY_VALUE,
  parseIdempotencyKey,
  storedResponse,
} from './idempotency.ts';
import { ALREADY_PLACING } from './order-lock.ts';
import { placeOrder } from './place-order.service.ts';
import type { PlaceOutcome } from './place-order.types.ts';
import { field, jsonBody, restContext, restErrorOf, RestFailure } from './rest.support.ts';
import { parseRestBody, PaymentInformationBody, ShippingInformationBody } from './rest.schemas.ts';
import { totalsOf } from './rest.totals.ts';

type Body = Record<string, unknown>;

/** A Magento REST address (quote-data-address-interface) as a GraphQL address choice. */
function addressChoice(raw: unknown): AddressChoice | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const address = raw as Body;
  const savedId = Number(address.customer_address_id ?? address.customerAddressId);
  if (Number.isInteger(savedId) && savedId > 0) return { customer_address_id: savedId };
  return {
    address: {
      firstname: address.firstname as string,
      lastname: address.lastname as string,
      company: (address.company as string | undefined) ?? null,
      street: Array.isArray(address.street)
        ? (address.street as string[])
        : typeof address.street === 'string'
          ? [address.street]
          : [],
      city: address.city as string,
      region: (address.region as string | undefined) ?? null,
      region_id: typeof address.region_id === 'number' ? address.region_id : null,
      postcode: (address.postcode as string | undefined) ?? null,
      country_code: ((address.country_id ?? address.countryId) as string | undefined) ?? 'FR',
      telephone: (address.telephone as string | undefined) ?? null,
      save_in_address_book:
        address.save_in_address_book === 1 || address.save_in_address_book === true,
    },
  };
}

/** The cart of a route: a guest cart by masked id, or the signed-in customer's active cart. */
async function routeCart(
  services: ServerServices,
  c: Context,
  context: RequestContext,
  mine: boolean,
): Promise<QuoteRow> {
  if (mine) {
    const caller = await callerOf(context);
    if (caller.kind !== 'customer')
      throw new RestFailure(401, "The consumer isn't authorized to access %resources.", {
        resources: 'self',
      });
    const quote = await activeQuoteOfCustomer(services.db, caller.customerId);
    if (!quote)
      throw new RestFailure(404, 'No such entity with %fieldName = %fieldValue', {
        fieldName: 'customerId',
        fieldValue: String(caller.customerId),
      });
    return quote;
  }
  const cartId = c.req.param('cartId') ?? '';
  const quote = await quoteByMaskedId(services.db, cartId);
  if (!quote)
    throw new RestFailure(404, 'No such entity with %fieldName = %fieldValue', {
      fieldName: 'cartId',
      fieldValue: cartId,
    });
  return quote;
}

type RestAnswer = { status: 200 | 400; body: unknown };

async function shippingInformation(
  services: ServerServices,
  c: Context,
  context: RequestContext,
  mine: boolean,
): Promise<RestAnswer> {
  const body = await jsonBody(c);
  parseRestBody(ShippingInformationBody, body);
  const info = field<Body>(body, 'addressInformation');
  if (!info || typeof info !== 'object')
    throw new RestFailure(400, '"%fieldName" is required. Enter and try again.', {
      fieldName: 'addressInformation',
    });
  const quote = await cartOwnedBy(
    services.db,
    (await routeCart(services, c, context, mine)).masked_id,
    mine ? quote_customer(await callerOf(context)) : null,
    context.store.storeId,
  );
  const shipping = addressChoice(field(info, 'shippingAddress'));
  const carrier = field<string>(info, 'shippingCarrierCode');
  const method = field<string>(info, 'shippingMethodCode');
  if (!shipping || !carrier || !method)
    throw new RestFailure(
      400,
      'The shipping information was unable to be saved. Verify the input data and try again.',
    );
  const email = (field<Body>(info, 'shippingAddress') ?? {}).email;
  if (!mine && typeof email === 'string' && email !== '')
    await setGuestEmail(context, quote.masked_id, email);
  await setShippingAddress(context, quote.masked_id, [shipping]);
  const billing = addressChoice(field(info, 'billingAddress'));
  if (billing) await setBillingAddress(context, quote.masked_id, billing);
  const view: CartView = await setShippingMethod(context, quote.masked_id, [
    { carrier_code: carrier, method_code: method },
  ]);
  return {
    status: 200 as const,
    body: {
      payment_methods: view.paymentMethods.map((offer) => ({
        code: offer.code,
        title: offer.title,
      })),
      totals: totalsOf(view),
    },
  };
}

const quote_customer = (caller: Awaited<ReturnType<typeof callerOf>>) =>
  caller.kind === 'customer' ? caller.customerId : null;

function answerOf(outcome: PlaceOutcome): RestAnswer {
  switch (outcome.kind) {
    case 'placed':
      return { status: 200, body: outcome.orderId };
    case 'busy':
      return { status: 400, body: { message: ALREADY_PLACING, parameters: [] } };
    case 'payment':
      return {
        status: 400,
        body: {
          message:
            outcome.error?.message ??
            'This card needs 3-D Secure authentication, which this call cannot do: pay with the GraphQL placeOrder mutation.',
          parameters: [],
        },
      };
    default:
      return { status: 400, body: { message: outcome.message, parameters: [] } };
  }
}

async function paymentInformation(
  services: ServerServices,
  c: Context,
  context: RequestContext,
  mine: boolean,
): Promise<RestAnswer> {
  const key = parseIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
  if (key === INVALID_KEY_VALUE) throw new RestFailure(400, INVALID_KEY);
  const body = await jsonBody(c);
  parseRestBody(PaymentInformationBody, body);
  const routed = await routeCart(services, c, context, mine);
  const owner = mine ? quote_customer(await callerOf(context)) : null;
  if (key !== undefined && routed.customer_id === owner) {
    // A retry after a lost answer: the first answer again, before the payment method is set anew
    // (a refused attempt left the cart open, and its card or security-code token used).
    const replay = (await storedResponse(services.db, key, 'place-order', routed.masked_id)) as
      PlaceOutcome | undefined;
    if (replay) return answerOf(replay);
  }
  const problem = await recaptchaProblem(
    services,
    {
      storeId: context.store.storeId,
      token: c.req.header('x-recaptcha'),
      honeypot: c.req.header(HONEYPOT_HEADER),
      ip: requestIp(context),
    },
    'PLACE_ORDER',
  );
  if (problem) throw new RestFailure(problem.status, problem.message);
  const quote = await cartOwnedBy(services.db, routed.masked_id, owner, context.store.storeId);
  const payment = field<Body>(body, 'paymentMethod');
  const method = payment?.method;
  if (typeof method !== 'string' || method === '')
    throw new RestFailure(400, '"%fieldName" is required. Enter and try again.', {
      fieldName: 'paymentMethod',
    });
  if (!mine) {
    const email = field<string>(body, 'email');
    if (typeof email !== 'string' || email === '')
      throw new RestFailure(400, '"%fieldName" is required. Enter and try again.', {
        fieldName: 'email',
      });
    await setGuestEmail(context, quote.masked_id, email);
  }
  const billing = addressChoice(field(body, 'billingAddress'));
  if (billing) await setBillingAddress(context, quote.masked_id, billing);
  const extra = (payment?.additional_data ?? payment?.additionalData) as Body | undefined;
  const nonce =
    extra && !Array.isArray(extra) ? (extra.payment_method_nonce as string | undefined) : undefined;
  await setPaymentMethod(context, quote.masked_id, {
    code: method,
    ...(method === PAYMENT_CODES.card
      ? {
          vitrine_card: {
            payment_method_nonce: nonce ?? '',
            is_active_payment_token_enabler: extra?.is_active_payment_token_enabler === true,
          },
        }
      : {}),
    ...(method === PAYMENT_CODES.savedCard
      ? {
          vitrine_card_vault: {
            public_hash: typeof extra?.public_hash === 'string' ? extra.public_hash : '',
            security_code_token:
              typeof extra?.security_code_token === 'string' ? extra.security_code_token : null,
          },
        }
      : {}),
  });
  const fresh = (await quoteByMaskedId(services.db, quote.masked_id)) ?? quote;
  const outcome = await placeOrder({
    services,
    logger: context.logger,
    quote: fresh,
    currency: context.currency,
    key,
  });
  if (outcome.kind === 'payment' && !outcome.payment.is_final) {
    // REST cannot carry a 3-D Secure action: the started payment is cancelled, nothing is charged.
    await updatePayment(
      services.db,
      outcome.payment.payment_reference,
      { state: 'cancelled', stage: null, result_code: 'Cancelled' },
      nowDate(services),
    );
  }
  return answerOf(outcome);
}

/**
 * Magento's checkout REST calls: shipping-information and payment-information, on guest-carts
 * (acting as a guest) and carts/mine (bearer token), also under /rest/<store>/V1.
 */
export function checkoutRoutes(services: ServerServices): RouteInstaller {
  return (app) => {
    const handle = (mine: boolean, work: typeof shippingInformation) => async (c: Context) => {
      const requestId = (c.get('requestId') as string | undefined) ?? crypto.randomUUID();
      try {
        const context = restContext(services, c, requestId, !mine);
        const { status, body } = await work(services, c, context, mine);
        c.header('Cache-Control', 'no-store');
        return c.json(body as object, status);
      } catch (error) {
        const { status, body } = restErrorOf(error);
        if (status === 500)
          services.logger.error('rest call failed', { requestId, path: c.req.path, error });
        c.header('Cache-Control', 'no-store');
        return c.json(body, status);
      }
    };
    for (const prefix of ['/rest/V1', '/rest/:store/V1']) {
      app.post(
        `${prefix}/guest-carts/:cartId/shipping-information`,
        handle(false, shippingInformation),
      );
      app.post(`${prefix}/carts/mine/shipping-information`, handle(true, shippingInformation));
      app.post(
        `${prefix}/guest-carts/:cartId/payment-information`,
        handle(false, paymentInformation),
      );
      app.post(`${prefix}/carts/mine/payment-information`, handle(true, paymentInformation));
    }
  };
}
