import type { Cart, CartItemInput } from './cart.types.ts';

/**
 * One cart change waiting to run. The machine runs them one at a time, in the order the shopper
 * asked for them, so a double click adds twice instead of racing (spec §4: mutations run
 * serially).
 */
export type CartOperation =
  | { readonly kind: 'add'; readonly item: CartItemInput; readonly retried: boolean }
  | {
      readonly kind: 'update';
      readonly itemUid: string;
      readonly quantity: number;
      /** The line as it must be re-added: for a configurable change, or after an invalid cart. */
      readonly item?: CartItemInput;
      readonly configurable?: boolean;
      readonly retried: boolean;
    }
  | { readonly kind: 'remove'; readonly itemUid: string; readonly retried: boolean };

/** Which flow found the cart invalid; it decides sign-out and retry (see INTERNALS.md). */
export type CartRecoveryFlow = 'details' | 'add' | 'update' | 'remove';

/** What the machine does after an invalid cart has been replaced. */
export interface CartRecovery {
  readonly flow: CartRecoveryFlow;
  readonly signOutFirst: boolean;
  /** The operation to run again on the new cart, at most once. */
  readonly retry: CartOperation | null;
}

/**
 * Completes an update before it runs: a configurable line is changed by remove then add, and
 * every update remembers how to re-add its line in case the cart has to be recreated.
 */
export function resolveUpdate(operation: CartOperation, cart: Cart | null): CartOperation {
  if (operation.kind !== 'update') return operation;
  // Magento deletes a line updated to zero; doing it as a remove keeps configurable lines,
  // which are replaced rather than updated, from trying to add zero of something.
  if (operation.quantity <= 0)
    return { kind: 'remove', itemUid: operation.itemUid, retried: operation.retried };
  const line = cart?.items.find((item) => item.uid === operation.itemUid);
  const item: CartItemInput | undefined =
    operation.item ??
    (line
      ? {
          sku: line.sku,
          quantity: operation.quantity,
          ...(line.kind === 'configurable'
            ? { selectedOptions: line.options.map((option) => option.valueUid) }
            : {}),
        }
      : undefined);
  return {
    ...operation,
    ...(item ? { item: { ...item, quantity: operation.quantity } } : {}),
    configurable:
      line?.kind === 'configurable' || (operation.item?.selectedOptions?.length ?? 0) > 0,
  };
}

/**
 * Points queued changes of a line that is in neither `before` (the cart once the line was
 * removed) nor `after` (once it was added again) at the one line `after` gained. Anything else,
 * or an ambiguous answer, leaves the queue as it is.
 */
export function retargetQueue(
  queue: readonly CartOperation[],
  before: Cart | null,
  after: Cart,
): CartOperation[] {
  const known = new Set([...(before?.items ?? []), ...after.items].map((item) => item.uid));
  const previous = new Set((before?.items ?? []).map((item) => item.uid));
  const gained = after.items.filter((item) => !previous.has(item.uid));
  const target = gained.length === 1 ? gained[0]?.uid : undefined;
  if (target === undefined) return [...queue];
  return queue.map((operation) =>
    operation.kind !== 'add' && !known.has(operation.itemUid)
      ? { ...operation, itemUid: target }
      : operation,
  );
}

/**
 * Decides sign-out and retry when `flow` found the cart invalid (spec §4, §8):
 * - details and add sign a signed-in shopper out first; the others only replace the cart;
 * - add is retried on the new cart; update is retried for a signed-in shopper (their cart came
 *   back) and becomes an add of the line for a guest (their new cart is empty); remove is not
 *   retried (the line is gone with the old cart);
 * - an operation that already ran after a recovery is never retried again, so a server that
 *   keeps refusing cannot loop the machine.
 */
export function planRecovery(
  flow: CartRecoveryFlow,
  operation: CartOperation | null,
  signedIn: boolean,
): CartRecovery {
  const signOutFirst = signedIn && (flow === 'details' || flow === 'add');
  if (!operation || operation.retried) return { flow, signOutFirst, retry: null };
  switch (operation.kind) {
    case 'add':
      return { flow, signOutFirst, retry: { ...operation, retried: true } };
    case 'update':
      if (signedIn) return { flow, signOutFirst, retry: { ...operation, retried: true } };
      return {
        flow,
        signOutFirst,
        retry: operation.item ? { kind: 'add', item: operation.item, retried: true } : null,
      };
    case 'remove':
      return { flow, signOutFirst, retry: null };
  }
}
