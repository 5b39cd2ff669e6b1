import type { Address } from './checkout.types.ts';

/**
 * Click-and-collect with Magento MSI's in-store pickup (core contract): the shopper chooses a
 * shop; the shipping address becomes the shop's address carrying its `pickup_location_code`, with
 * the shopper's own name and phone (Magento requires them); then `instore/pickup` is the method.
 */

/** MSI's in-store pickup carrier and method (`instore_pickup`). */
export const IN_STORE_PICKUP = { carrierCode: 'instore', methodCode: 'pickup' } as const;

/** A shop an order can be collected at (Magento's `PickupLocation`, as graphql-client maps it). */
export interface PickupShop {
  readonly code: string;
  readonly name: string;
  readonly street: string;
  readonly postcode: string;
  readonly city: string;
  readonly countryId: string;
  readonly region?: string | null;
  readonly regionId?: number | null;
}

/** Who collects the order: Magento needs a name and a phone on the address; a guest's e-mail. */
export interface PickupContact {
  readonly firstname: string;
  readonly lastname: string;
  readonly telephone: string;
  readonly email?: string | null;
}

/** True for MSI's in-store pickup method. */
export const isInStorePickup = (method: { carrierCode: string; methodCode: string }): boolean =>
  method.carrierCode === IN_STORE_PICKUP.carrierCode &&
  method.methodCode === IN_STORE_PICKUP.methodCode;

/** True when the address is a pickup shop's (it carries a pickup location code). */
export const isPickupAddress = (address: Address | null | undefined): boolean =>
  Boolean(address?.pickup_location_code);

/**
 * The shipping address of a pickup at `shop`: the shop's street, postcode and city, its name as
 * the company (so the order, the history and any label name the shop on a stock Magento too, whose
 * order address has no pickup code), the shopper's name and phone.
 */
export function pickupAddress(shop: PickupShop, contact: PickupContact): Address {
  return {
    firstname: contact.firstname.trim(),
    lastname: contact.lastname.trim(),
    telephone: contact.telephone.trim(),
    company: shop.name,
    street: [shop.street],
    postcode: shop.postcode,
    city: shop.city,
    country_id: shop.countryId,
    region: shop.region ?? null,
    region_id: shop.regionId ?? null,
    pickup_location_code: shop.code,
    ...(contact.email !== undefined ? { email: contact.email } : {}),
  };
}

/**
 * The methods a shopper chooses from for the accepted address: at a pickup shop, only in-store
 * pickup (Magento lists home delivery to the shop's address too, which is not what was asked);
 * at a home address, everything but in-store pickup.
 */
export function shippingMethodsForAddress<
  Method extends { carrierCode: string; methodCode: string },
>(methods: readonly Method[], address: Address | null | undefined): readonly Method[] {
  const pickup = isPickupAddress(address);
  return methods.filter((method) => isInStorePickup(method) === pickup);
}

/**
 * The shop preselected in the list: the one already chosen for this checkout, else the shopper's
 * favourite store (its identifier is the pickup location code), when either is listed.
 */
export function preselectedShop<Shop extends { code: string }>(
  shops: readonly Shop[],
  chosen: string | null | undefined,
  favourite: string | null | undefined,
): Shop | null {
  return (
    shops.find((shop) => shop.code === chosen) ??
    shops.find((shop) => shop.code === favourite) ??
    null
  );
}
