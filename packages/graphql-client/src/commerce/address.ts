/**
 * A postal address as the commerce functions take it: spec §3 Address, with Magento REST's own
 * field names (the checkout machine's `Address` fits it).
 */
export interface CommerceAddress {
  readonly firstname: string;
  readonly lastname: string;
  readonly street: readonly string[];
  readonly city: string;
  readonly postcode: string;
  readonly telephone: string;
  /** ISO 3166 alpha-2 (`FR`). */
  readonly country_id: string;
  readonly region_code?: string | null;
  readonly region_id?: number | null;
  readonly region?: string | null;
  readonly company?: string | null;
  readonly email?: string | null;
  /** MSI in-store pickup: the shop the order is collected at (the address is then the shop's). */
  readonly pickup_location_code?: string | null;
}

/**
 * The REST body of an address: the same fields, without the empty ones. The pickup code is an
 * extension attribute of Magento REST's address (`extension_attributes.pickup_location_code`).
 */
export function toRestAddress(address: CommerceAddress): Record<string, unknown> {
  const { pickup_location_code: pickup, ...fields } = address;
  return {
    ...Object.fromEntries(
      Object.entries(fields).filter(
        ([, value]) => value !== null && value !== undefined && value !== '',
      ),
    ),
    ...(pickup ? { extension_attributes: { pickup_location_code: pickup } } : {}),
  };
}

/** GraphQL `CartAddressInput` of an address (`country_code`, `region` by code). */
export function toCartAddressInput(address: CommerceAddress) {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: [...address.street],
    city: address.city,
    postcode: address.postcode,
    telephone: address.telephone,
    country_code: address.country_id,
    ...(address.region_code
      ? { region: address.region_code }
      : address.region
        ? { region: address.region }
        : {}),
    ...(address.region_id !== null && address.region_id !== undefined
      ? { region_id: address.region_id }
      : {}),
    ...(address.company ? { company: address.company } : {}),
    save_in_address_book: false,
  };
}
