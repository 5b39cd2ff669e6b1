import type { Address } from '@vitrine/checkout-machine';
import type { FieldValidators, MessageDescriptor } from '@vitrine/validation';
import {
  SHIPPING_COUNTRY_CODE,
  frenchAddressFieldValidators,
  requiredEmail,
  validateFields,
} from '@vitrine/validation';

/**
 * What the address fields hold while the shopper types (a type, not an interface: `useForm` and
 * `validateFields` take it as a record of fields). The checkout asks a guest for the e-mail, the
 * address book for a company; a form that shows neither keeps them empty.
 */
export type AddressFormValues = {
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly company: string;
  readonly street1: string;
  readonly street2: string;
  readonly postcode: string;
  readonly city: string;
  readonly telephone: string;
};

/** A field of the address form. */
export type AddressFormField = keyof AddressFormValues;

/** The fields in the order the form shows them (the first invalid one gets the focus). */
export const ADDRESS_FIELDS: readonly AddressFormField[] = [
  'email',
  'firstname',
  'lastname',
  'company',
  'street1',
  'street2',
  'postcode',
  'city',
  'telephone',
];

/** An empty form, or one filled from an address the shopper gave before. */
export function addressFormValues(address: Address | null, email = ''): AddressFormValues {
  return {
    email: address?.email ?? email,
    firstname: address?.firstname ?? '',
    lastname: address?.lastname ?? '',
    company: address?.company ?? '',
    street1: address?.street[0] ?? '',
    street2: address?.street.slice(1).join(', ') ?? '',
    postcode: address?.postcode ?? '',
    city: address?.city ?? '',
    telephone: address?.telephone ?? '',
  };
}

/**
 * The first message of each field that fails: the French address rules of @vitrine/validation
 * (decision 021), and the e-mail when the form asks for it (a guest's delivery address, spec §5).
 */
export function validateAddressForm(
  values: AddressFormValues,
  withEmail: boolean,
): Partial<Record<AddressFormField, MessageDescriptor>> {
  return validateFields(addressFieldValidators(withEmail), values);
}

const none = () => undefined;

/** The address form's rules, field by field, in {@link ADDRESS_FIELDS}' order (for `useForm`). */
export function addressFieldValidators(withEmail: boolean): FieldValidators<AddressFormField> {
  const rules = frenchAddressFieldValidators;
  return {
    email: withEmail ? requiredEmail : none,
    firstname: rules.firstname,
    lastname: rules.lastname,
    company: none,
    street1: rules.street,
    street2: none,
    postcode: rules.postcode,
    city: rules.city,
    telephone: rules.telephone,
  };
}

/**
 * The address the checkout machine takes: trimmed, country fixed to France (spec §1). The checkout
 * shows no company field, so none is sent.
 */
export function toAddress(values: AddressFormValues, withEmail: boolean): Address {
  const street = [values.street1.trim(), values.street2.trim()].filter(Boolean);
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    street,
    city: values.city.trim(),
    postcode: values.postcode.trim(),
    telephone: values.telephone.trim(),
    country_id: SHIPPING_COUNTRY_CODE,
    ...(withEmail ? { email: values.email.trim() } : {}),
  };
}

/** One line per part of an address, as the summaries and the receipt show it. */
export function addressLines(address: Address): string[] {
  return [
    `${address.firstname} ${address.lastname}`.trim(),
    ...address.street,
    `${address.postcode} ${address.city}`.trim(),
    address.telephone,
  ].filter((line) => line !== '');
}
