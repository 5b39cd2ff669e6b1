/** Looks an order up without an account (the server's `trackOrder`: number, e-mail, postcode). */
import type { CommerceError } from '@vitrine/cart-core';
import { graphql, runQuery } from '@vitrine/graphql-client';
import { getBrowserShop } from '../../lib/browser-shop.ts';
import { OrderDetailsFragment } from '../account/order.fragments.ts';
import { toOrderView } from '../account/order.model.ts';
import type { OrderView } from '../account/order.model.ts';

const TrackOrder = graphql(
  `
    query TrackOrder($input: TrackOrderInput!) {
      trackOrder(input: $input) {
        ...OrderDetails
      }
    }
  `,
  [OrderDetailsFragment],
);

export async function trackOrder(input: {
  number: string;
  email: string;
  postcode: string;
}): Promise<{ ok: true; order: OrderView } | { ok: false; error: CommerceError }> {
  // Sent as a guest whoever is signed in: the lookup is by the order's own details.
  const result = await runQuery(getBrowserShop(), TrackOrder, { input }, { token: null });
  if (!result.ok) return result;
  return { ok: true, order: toOrderView(result.data.trackOrder) };
}
