import type { ShippingEstimate } from './cart.types.ts';

/**
 * The delivery methods a shopper may choose, for a cart's estimate and for the checkout's method
 * step alike (issue 20: one rule). Magento lists every carrier for an address, those that cannot
 * deliver there too (`available: false`, priced 0, with why): such a method is not an offer, and
 * an address with none left is one the shop does not deliver.
 */
export function offeredShippingMethods<Method extends Pick<ShippingEstimate, 'available'>>(
  methods: readonly Method[],
): readonly Method[] {
  return methods.filter((method) => method.available);
}
