/**
 * What the account pages' loaders share: the browser's shop client, and how a failed read is
 * handed to the page (a retry message) or to the session (a refused token signs out).
 */
import type { CommerceError } from '@vitrine/commerce-primitives';
import type { ShopClient } from '@vitrine/graphql-client';
import type { MessageDescriptor } from '@vitrine/validation';
import { getBrowserShop } from '../../lib/browser-shop.ts';
import { describeCommerceError } from './server-messages.ts';

/** A page's data, or why it could not be read. */
export type Loaded<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly error: MessageDescriptor | string; readonly code: string };

/** The page's shop client (account pages render in the browser only). */
export function accountShop(): ShopClient {
  return getBrowserShop();
}

/**
 * The failure of an account read. A refused token means the session ended on the server
 * (password changed elsewhere, account erased): the user machine is asked to fetch the
 * customer again, finds it refused and runs its own sign-out (session package, R3).
 */
export async function failedRead(error: CommerceError): Promise<Loaded<never>> {
  if (error.code === 'unauthorised') {
    const { getRuntime } = await import('../../shop/runtime.client.ts');
    (await getRuntime()).user.send({ type: 'details.request' });
  }
  return { ok: false, error: describeCommerceError(error), code: error.code };
}
