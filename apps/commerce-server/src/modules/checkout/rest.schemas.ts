import * as v from 'valibot';
import { RestFailure } from './rest.support.ts';

/**
 * The bodies of Magento's checkout REST calls, checked by schema before any handler reads them:
 * a number, a boolean or an object where Magento expects a string (postcode, telephone, country_id…)
 * is the client's mistake, answered 400 with Magento's TypeProcessor message, never a 500 from a
 * `value.trim` deep in the services. Unknown keys stay allowed (Magento's address interface carries
 * many the reference server ignores: customer_id, same_as_billing, extension_attributes…).
 */

// Magento accepts both spellings of each key (`shippingAddress` and `shipping_address`).
function bothCases<T extends Record<string, v.GenericSchema>>(entries: T) {
  const out: Record<string, v.GenericSchema> = {};
  for (const [camel, schema] of Object.entries(entries)) {
    out[camel] = v.optional(schema);
    const snake = camel.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    if (snake !== camel) out[snake] = v.optional(schema);
  }
  return out;
}

const text = v.nullable(v.string());
const integer = v.nullable(v.pipe(v.number(), v.integer()));
const flag = v.nullable(v.union([v.boolean(), v.picklist([0, 1])]));

/** quote-data-address-interface, the fields the reference server reads. */
export const RestAddress = v.looseObject(
  bothCases({
    customerAddressId: v.nullable(v.union([v.pipe(v.number(), v.integer()), v.string()])),
    firstname: text,
    lastname: text,
    middlename: text,
    company: text,
    street: v.nullable(v.union([v.string(), v.array(v.string())])),
    city: text,
    region: text,
    regionId: integer,
    regionCode: text,
    postcode: text,
    countryId: text,
    telephone: text,
    email: text,
    saveInAddressBook: flag,
  }),
);

/** checkout-data-shipping-information-interface inside `addressInformation`. */
export const ShippingInformationBody = v.looseObject(
  bothCases({
    addressInformation: v.looseObject(
      bothCases({
        shippingAddress: v.nullable(RestAddress),
        billingAddress: v.nullable(RestAddress),
        shippingCarrierCode: text,
        shippingMethodCode: text,
      }),
    ),
  }),
);

/** quote-data-payment-interface. */
const RestPayment = v.looseObject(
  bothCases({
    method: text,
    poNumber: text,
    // PHP clients send an empty `additional_data` as [].
    additionalData: v.nullable(
      v.union([
        v.looseObject({
          payment_method_nonce: v.optional(text),
          public_hash: v.optional(text),
          security_code_token: v.optional(text),
          is_active_payment_token_enabler: v.optional(flag),
        }),
        v.pipe(v.array(v.unknown()), v.length(0)),
      ]),
    ),
  }),
);

/** The payment-information body (guest: with `email`). */
export const PaymentInformationBody = v.looseObject(
  bothCases({
    email: text,
    paymentMethod: v.nullable(RestPayment),
    billingAddress: v.nullable(RestAddress),
  }),
);

// The type names Magento's TypeProcessor prints in its message, for the fields that are not strings.
const MAGENTO_TYPE: Readonly<Record<string, string>> = {
  street: 'string[]',
  region_id: 'int',
  regionId: 'int',
  customer_address_id: 'int',
  customerAddressId: 'int',
  save_in_address_book: 'int',
  saveInAddressBook: 'int',
  is_active_payment_token_enabler: 'bool',
};
const OBJECT_FIELDS = new Set([
  'addressInformation',
  'address_information',
  'shippingAddress',
  'shipping_address',
  'billingAddress',
  'billing_address',
  'paymentMethod',
  'payment_method',
  'additionalData',
  'additional_data',
]);

// How PHP would name the rejected value: scalars as written, containers by their type.
function shownValue(input: unknown): string {
  if (Array.isArray(input)) return 'array';
  if (input !== null && typeof input === 'object') return 'object';
  if (typeof input === 'string') return input.length > 40 ? `${input.slice(0, 40)}…` : input;
  return String(input);
}

// A union's own issue hides which part failed; its deepest sub-issue names the field. Sub-issue
// paths are relative to the union, hence the concatenation.
type Located = { input: unknown; keys: string[] };
function deepest(issue: v.GenericIssue, outer: string[] = []): Located {
  const keys = [...outer, ...(issue.path ?? []).map((item) => String(item.key))];
  let best: Located = { input: issue.input, keys };
  for (const sub of issue.issues ?? []) {
    const candidate = deepest(sub, keys);
    if (candidate.keys.length > best.keys.length) best = candidate;
  }
  return best;
}

/**
 * The checked body, or a 400 naming the first wrong field as Magento does:
 * `Error occurred during "postcode" processing. The "75001" value's type is invalid. The "string"
 * type was expected. Verify and try again.`
 */
export function parseRestBody<S extends v.GenericSchema>(
  schema: S,
  body: unknown,
): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const issue = deepest(result.issues[0]);
  const key = issue.keys.findLast((part) => !/^\d+$/.test(part)) ?? '';
  const type = OBJECT_FIELDS.has(key) ? 'object' : (MAGENTO_TYPE[key] ?? 'string');
  throw new RestFailure(
    400,
    'Error occurred during "%fieldName" processing. The "%value" value\'s type is invalid. The "%type" type was expected. Verify and try again.',
    { fieldName: key, value: shownValue(issue.input), type },
  );
}
