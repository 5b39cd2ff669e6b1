import type { MessageDescriptor } from '@vitrine/validation';
import type { StoragePort } from '@vitrine/commerce-primitives';
import type { CartOperation, CartRecovery, CartRecoveryFlow } from './cart.queue.ts';
import type { Cart, CartItemInput, ShippingEstimate } from './cart.types.ts';
import { isInvalidCartError, toCommerceError } from '@vitrine/commerce-primitives';
import type { CommerceError } from '@vitrine/commerce-primitives';

/** The five cart operations that keep an error of their own (spec §3 Cart). */
export type CartErrorKey = 'getCart' | 'details' | 'addItem' | 'updateItem' | 'removeItem';

/** A failed operation: the typed error for code, the descriptor for the shopper. */
export interface CartOperationError {
  readonly error: CommerceError;
  readonly message: MessageDescriptor;
}

/** Context of the cart machine. */
export interface CartContext {
  readonly storage: StoragePort;
  readonly signedIn: boolean;
  readonly cartId: string | null;
  /** Cart details as last received; `null` until the first details arrive. */
  readonly details: Cart | null;
  readonly shippingMethods: readonly ShippingEstimate[];
  readonly estimateError: MessageDescriptor | null;
  readonly queue: readonly CartOperation[];
  readonly current: CartOperation | null;
  readonly recovery: CartRecovery | null;
  readonly errors: Readonly<Record<CartErrorKey, CartOperationError | null>>;
}

/** Input of the cart machine: the environment it runs in. */
export interface CartInput {
  readonly storage: StoragePort;
  readonly signedIn?: boolean;
}

/** Events the cart machine accepts. */
export type CartEvent =
  | { type: 'item.add'; item: CartItemInput }
  | { type: 'item.update'; itemUid: string; quantity: number; item?: CartItemInput }
  | { type: 'item.remove'; itemUid: string }
  | { type: 'cart.refresh' }
  | { type: 'cart.reset' }
  | { type: 'cart.assign'; cartId: string }
  | { type: 'cart.retry' }
  | { type: 'shipping.estimate'; postcode: string; countryCode?: string }
  | { type: 'storage.changed'; key: string | null; newValue: string | null }
  | { type: 'store.changed' }
  | { type: 'session.changed'; signedIn: boolean };

/** Events the cart machine emits to the shell (`actor.on(...)`). */
export type CartEmitted = { type: 'reload' } | { type: 'item.added'; item: CartItemInput };

/** No operation has failed. */
export const noErrors: CartContext['errors'] = {
  getCart: null,
  details: null,
  addItem: null,
  updateItem: null,
  removeItem: null,
};

/** Guard: the actor failed because the cart is invalid (spec §8). */
export const isInvalid = ({ event }: { event: { error: unknown } }): boolean =>
  isInvalidCartError(toCommerceError(event.error));

/** Params of `recordError` taken from an actor's error event. */
export const errorParams =
  (key: CartErrorKey) =>
  ({ event }: { event: { error: unknown } }) => ({ key, error: event.error });

/**
 * The two ways an operation can fail: an invalid cart starts the recovery of `flow`, anything
 * else records the error and keeps the cart as it was.
 */
export function onOperationError(key: CartErrorKey, flow: CartRecoveryFlow) {
  return [
    {
      guard: isInvalid,
      target: '#cart.lifecycle.recovering',
      actions: [
        { type: 'recordError', params: errorParams(key) },
        { type: 'startRecovery', params: { flow } },
      ],
    },
    {
      target: '#cart.lifecycle.ready',
      actions: [{ type: 'recordError', params: errorParams(key) }, 'finishOperation'],
    },
  ] as const;
}

/** The operation being run, if it is of the given kind. */
export function running<K extends CartOperation['kind']>(
  context: CartContext,
  kind: K,
): Extract<CartOperation, { kind: K }> | null {
  const current = context.current;
  return current?.kind === kind ? (current as Extract<CartOperation, { kind: K }>) : null;
}

/** Input of the actors that need the cart id. */
export const cartInput = ({ context }: { context: CartContext }) => ({
  cartId: context.cartId ?? '',
});
/** Input of the actors that address one line. */
export const lineInput = ({ context }: { context: CartContext }) => ({
  cartId: context.cartId ?? '',
  itemUid: (running(context, 'remove') ?? running(context, 'update'))?.itemUid ?? '',
});
/** Stands in for a missing item; never sent, the guards make sure of it. */
export const emptyItem: CartItemInput = { sku: '', quantity: 0 };

/** The queued operations an event asks for. */
export function toOperations(event: CartEvent): CartOperation[] {
  switch (event.type) {
    case 'item.add':
      return [{ kind: 'add', item: event.item, retried: false }];
    case 'item.update':
      return [
        {
          kind: 'update',
          itemUid: event.itemUid,
          quantity: event.quantity,
          ...(event.item ? { item: event.item } : {}),
          retried: false,
        },
      ];
    case 'item.remove':
      return [{ kind: 'remove', itemUid: event.itemUid, retried: false }];
    default:
      return [];
  }
}
