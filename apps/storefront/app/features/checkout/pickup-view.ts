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

/** How many shops the pickup step lists before « Afficher les N autres boutiques ». */
export const PICKUP_SHOPS_SHOWN = 5;

/**
 * The shops the pickup step lists, folded on a long list: the first `limit` (the favourite is
 * first, a search lists the nearest first), the chosen shop kept when it is further down, and how
 * many are folded away. Folding away one or two shops saves nothing: those lists stay whole.
 */
export function foldedShops<T extends { readonly code: string }>(
  listed: readonly T[],
  chosen: string | null,
  expanded: boolean,
  limit: number = PICKUP_SHOPS_SHOWN,
): { shown: readonly T[]; folded: number } {
  if (expanded || listed.length <= limit + 2) return { shown: listed, folded: 0 };
  const first = listed.slice(0, limit);
  const further =
    chosen === null || first.some((shop) => shop.code === chosen)
      ? undefined
      : listed.find((shop) => shop.code === chosen);
  const shown = further ? [...first, further] : first;
  return { shown, folded: listed.length - shown.length };
}
