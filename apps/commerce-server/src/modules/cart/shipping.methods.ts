import { includedVat, VAT_RATES } from './tax.constants.ts';

/** Free delivery from this items subtotal (including VAT, after coupons): "Livraison offerte dès 39 €". */
export const FREE_SHIPPING_THRESHOLD = 3900;

/** Countries the shop delivers to (spec §1: FR only). */
export const SHIPPING_COUNTRIES: ReadonlySet<string> = new Set(['FR']);

/** A delivery offer (prices including VAT, in cents). */
export interface Carrier {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  priceIncl: number;
}

/**
 * Home delivery at a flat rate (decision 071). The relay-point method is gone (decision 150): it
 * never let the shopper choose a relay; collecting in a shop is MSI's in-store pickup below.
 */
export const CARRIERS: readonly Carrier[] = [
  {
    carrierCode: 'colissimo',
    methodCode: 'home',
    carrierTitle: 'Colissimo',
    methodTitle: 'Livraison à domicile',
    priceIncl: 490,
  },
];

/**
 * Magento MSI's in-store pickup (`instore_pickup`): collected free at a point of sale. It is
 * offered once the shipping address carries a `pickup_location_code` (the shopper chose where).
 */
export const IN_STORE_PICKUP: Carrier = {
  carrierCode: 'instore',
  methodCode: 'pickup',
  carrierTitle: 'Retrait en magasin',
  methodTitle: 'Retrait dans une boutique Orsalis',
  priceIncl: 0,
};

/** Magento's message for a method that cannot deliver there. */
export const METHOD_NOT_AVAILABLE =
  'This shipping method is not available. To use this shipping method, please contact us.';

/** A priced offer for one destination. */
export interface ShippingQuote {
  carrier: Carrier;
  amountIncl: number;
  amountExcl: number;
  available: boolean;
  errorMessage: string | null;
}

/**
 * Whether a destination is served: metropolitan France and Corsica. Overseas départements
 * (postcodes 97…, 98…) need other carriers and customs, so they are not offered.
 */
export function isServed(countryCode: string, postcode: string | null | undefined): boolean {
  if (!SHIPPING_COUNTRIES.has(countryCode.toUpperCase())) return false;
  const code = (postcode ?? '').trim();
  return code === '' || !/^9[78]/.test(code);
}

/** The delivery price of a carrier for a cart (free from the threshold, or with a free-shipping coupon). */
export function shippingPrice(
  carrier: Carrier,
  discountedSubtotalIncl: number,
  freeShippingCoupon: boolean,
): number {
  return freeShippingCoupon || discountedSubtotalIncl >= FREE_SHIPPING_THRESHOLD
    ? 0
    : carrier.priceIncl;
}

/** Every carrier priced for a destination; unavailable ones carry Magento's message. */
export function quoteShipping(
  destination: { countryCode: string; postcode?: string | null; pickupLocation?: boolean },
  discountedSubtotalIncl: number,
  freeShippingCoupon: boolean,
): ShippingQuote[] {
  const served = isServed(destination.countryCode, destination.postcode);
  const pickup: ShippingQuote[] = destination.pickupLocation
    ? [
        {
          carrier: IN_STORE_PICKUP,
          amountIncl: 0,
          amountExcl: 0,
          available: true,
          errorMessage: null,
        },
      ]
    : [];
  return [
    ...pickup,
    ...CARRIERS.map((carrier) => {
      const amountIncl = served
        ? shippingPrice(carrier, discountedSubtotalIncl, freeShippingCoupon)
        : 0;
      return {
        carrier,
        amountIncl,
        amountExcl: amountIncl - includedVat(amountIncl, VAT_RATES.shipping),
        available: served,
        errorMessage: served ? null : METHOD_NOT_AVAILABLE,
      };
    }),
  ];
}

/** The carrier of a code pair. */
export function findCarrier(carrierCode: string, methodCode: string): Carrier | undefined {
  return [IN_STORE_PICKUP, ...CARRIERS].find(
    (carrier) => carrier.carrierCode === carrierCode && carrier.methodCode === methodCode,
  );
}
