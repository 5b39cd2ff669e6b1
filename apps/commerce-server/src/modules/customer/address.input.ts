import { isFrenchPostcode } from '@vitrine/validation';
import { inputError } from '../../graphql/errors.ts';
import { optionalLine } from '../platform/index.ts';
import type { AddressValues } from './address.repository.ts';

/** Magento's customer/address/street_lines. */
export const STREET_LINES = 2;

/** An address as either GraphQL input carries it (CustomerAddressInput or CartAddressInput). */
export interface RawAddress {
  firstname?: string | null;
  lastname?: string | null;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  company?: string | null;
  street?: ReadonlyArray<string | null> | null;
  city?: string | null;
  region?:
    | string
    | { region?: string | null; region_code?: string | null; region_id?: number | null }
    | null;
  region_id?: number | null;
  postcode?: string | null;
  country_code?: string | null;
  country_id?: string | null;
  telephone?: string | null;
  vat_id?: string | null;
  fax?: string | null;
}

const REQUIRED = [
  'firstname',
  'lastname',
  'street',
  'city',
  'country_code',
  'telephone',
  'postcode',
] as const;

function street(lines: ReadonlyArray<string | null> | null | undefined): string[] | undefined {
  if (lines === null || lines === undefined) return undefined;
  const cleaned = lines
    .map((line, index) => optionalLine(line, `street[${index}]`))
    .filter((line): line is string => line !== undefined);
  if (cleaned.length > STREET_LINES)
    throw inputError(`"Street Address" cannot contain more than ${STREET_LINES} lines.`);
  return cleaned.length > 0 ? cleaned : undefined;
}

/**
 * Checks and normalises an address. `complete` demands every required field (a new address);
 * otherwise only the given fields are checked (an update). Answers Magento's messages.
 */
export function normaliseAddress(raw: RawAddress, complete: true): AddressValues;
export function normaliseAddress(raw: RawAddress, complete: false): Partial<AddressValues>;
export function normaliseAddress(raw: RawAddress, complete: boolean): Partial<AddressValues> {
  // Built loosely (a blank required field is null until the check below refuses it).
  const values: Partial<AddressValues> = {};
  const loose = values as Record<string, unknown>;
  for (const field of [
    'firstname',
    'lastname',
    'middlename',
    'prefix',
    'suffix',
    'company',
    'city',
    'telephone',
    'vat_id',
    'fax',
  ] as const) {
    if (raw[field] !== undefined) loose[field] = optionalLine(raw[field], field) ?? null;
  }
  if (raw.street !== undefined) values.street = street(raw.street) ?? [];
  const country = raw.country_code ?? raw.country_id;
  if (country !== undefined) {
    const code = optionalLine(country, 'country_code')?.toUpperCase();
    if (code !== undefined && !/^[A-Z]{2}$/.test(code))
      throw inputError(`Invalid value of "${code}" provided for the country_code field.`);
    if (code !== undefined) values.country_code = code;
  }
  if (raw.region !== undefined) {
    const region =
      typeof raw.region === 'string' || raw.region === null ? { region: raw.region } : raw.region;
    values.region = optionalLine(region.region, 'region') ?? null;
    if (typeof raw.region === 'object' && raw.region !== null) {
      values.region_code = optionalLine(raw.region.region_code, 'region_code') ?? null;
      values.region_id = raw.region.region_id ?? null;
    }
  }
  if (raw.region_id !== undefined) values.region_id = raw.region_id;
  if (raw.postcode !== undefined) values.postcode = optionalLine(raw.postcode, 'postcode') ?? null;
  const missing = REQUIRED.filter((field) => {
    if (!complete && !(field in values)) return false;
    const value = loose[field];
    return value === null || value === undefined || (Array.isArray(value) && value.length === 0);
  });
  for (const field of ['firstname', 'lastname', 'city', 'telephone'] as const) {
    if (field in values && loose[field] === null && !missing.includes(field)) missing.push(field);
  }
  if (missing.length > 0) throw inputError(`"${missing[0]}" is required. Enter and try again.`);
  if (
    values.postcode &&
    (values.country_code ?? 'FR') === 'FR' &&
    !isFrenchPostcode(values.postcode)
  ) {
    throw inputError(`Invalid value of "${values.postcode}" provided for the postcode field.`);
  }
  return complete ? completeAddress(values) : values;
}

/** Fills the optional columns a complete address needs. */
export function completeAddress(values: Partial<AddressValues>): AddressValues {
  return {
    firstname: values.firstname ?? '',
    lastname: values.lastname ?? '',
    middlename: values.middlename ?? null,
    prefix: values.prefix ?? null,
    suffix: values.suffix ?? null,
    company: values.company ?? null,
    street: values.street ?? [],
    city: values.city ?? '',
    region: values.region ?? null,
    region_code: values.region_code ?? null,
    region_id: values.region_id ?? null,
    postcode: values.postcode ?? null,
    country_code: values.country_code ?? 'FR',
    telephone: values.telephone ?? null,
    vat_id: values.vat_id ?? null,
    fax: values.fax ?? null,
  };
}
