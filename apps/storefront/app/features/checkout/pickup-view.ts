import type { Address } from '@vitrine/checkout-machine';
import { isPickupAddress } from '@vitrine/checkout-machine';
import type { ShopIntl } from '../../i18n/intl.ts';
import { pickupMessages } from './pickup.messages.ts';

/**
 * "À retirer à la boutique Orsalis Annecy, 3 rue Royale, 74000 Annecy" for an address at a pickup
 * shop (its name is the address's company, `pickupAddress`), else null.
 */
export function pickupShopText(intl: ShopIntl, address: Address | null): string | null {
  if (!address || !isPickupAddress(address)) return null;
  return intl.formatMessage(pickupMessages.collectAt, {
    name: address.company ?? '',
    address: [...address.street, `${address.postcode} ${address.city}`.trim()].join(', '),
  });
}

/** Who collects a pickup order: "Inès Girard · 06 12 34 56 78". */
export function collectorText(address: Address): string {
  return [`${address.firstname} ${address.lastname}`.trim(), address.telephone]
    .filter(Boolean)
    .join(' · ');
}
