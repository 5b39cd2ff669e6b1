import { assign, emit } from 'xstate';
import { DEFAULT_COUNTRY_CODE } from './cart.constants.ts';
import {
  cartInput,
  emptyItem,
  errorParams,
  lineInput,
  noErrors,
  onOperationError,
  running,
} from './cart.context.ts';
import { describeCommerceError, missingInformation } from './cart.messages.ts';
import { CART_ID_STORAGE_KEY } from './cart.constants.ts';
import { cartSetup } from './cart.setup.ts';
import { toCommerceError } from '@vitrine/commerce-primitives';

export type {
  CartContext,
  CartEmitted,
  CartErrorKey,
  CartEvent,
  CartInput,
  CartOperationError,
} from './cart.context.ts';

/**
 * The cart lifecycle (spec §4 Cart lifecycle): find or create the cart, load its details, run
 * add / update / remove one at a time, and replace the cart when the server says it is invalid.
 * Commerce functions arrive through `.provide({ actors: createCartActors(functions) })`.
 */
export const cartMachine = cartSetup.createMachine({
  id: 'cart',
  type: 'parallel',
  context: ({ input }) => ({
    storage: input.storage,
    signedIn: input.signedIn ?? false,
    cartId: input.storage.getItem(CART_ID_STORAGE_KEY),
    details: null,
    shippingMethods: [],
    estimateError: null,
    queue: [],
    current: null,
    recovery: null,
    errors: noErrors,
  }),
  on: {
    // Changes asked for while the cart is busy wait their turn instead of being dropped.
    'item.add': { actions: 'enqueue' },
    'item.update': { actions: 'enqueue' },
    'item.remove': { actions: 'enqueue' },
    'storage.changed': { guard: 'isOtherTabsCart', actions: emit({ type: 'reload' }) },
    'session.changed': { actions: assign({ signedIn: ({ event }) => event.signedIn }) },
  },
  states: {
    lifecycle: {
      initial: 'starting',
      on: {
        'cart.reset': {
          target: '.creating',
          actions: [
            'forgetCart',
            'persistCartId',
            assign({ queue: [], current: null, errors: noErrors }),
          ],
        },
        'cart.assign': {
          target: '.loadingDetails',
          actions: [
            { type: 'storeCartId', params: ({ event }) => ({ cartId: event.cartId }) },
            'persistCartId',
            assign({ details: null }),
          ],
        },
        'store.changed': [
          { guard: 'hasCartId', target: '.loadingDetails', actions: assign({ details: null }) },
          { target: '.creating', actions: assign({ details: null }) },
        ],
      },
      states: {
        starting: {
          always: [{ guard: 'hasCartId', target: 'loadingDetails' }, { target: 'creating' }],
        },
        creating: {
          invoke: {
            id: 'createCart',
            src: 'createCart',
            onDone: {
              target: 'loadingDetails',
              actions: [
                { type: 'storeCartId', params: ({ event }) => ({ cartId: event.output.cartId }) },
                'persistCartId',
              ],
            },
            onError: {
              target: 'unavailable',
              actions: {
                type: 'recordCreationFailure',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        unavailable: {
          on: { 'cart.retry': 'creating', 'item.add': { target: 'creating', actions: 'enqueue' } },
        },
        loadingDetails: {
          invoke: {
            id: 'getCart',
            src: 'getCart',
            input: cartInput,
            onDone: {
              target: 'ready',
              actions: {
                type: 'receiveCart',
                params: ({ event }) => ({ cart: event.output.cart, key: 'details' as const }),
              },
            },
            onError: onOperationError('details', 'details'),
          },
        },
        ready: {
          always: { guard: 'hasQueued', target: 'working', actions: 'dequeue' },
          on: { 'cart.refresh': 'loadingDetails' },
        },
        working: {
          always: [
            { guard: 'isAdd', target: 'adding' },
            { guard: 'isConfigurableUpdate', target: 'replacing' },
            { guard: 'isUpdate', target: 'updating' },
            { guard: 'isRemove', target: 'removing' },
            { target: 'ready', actions: 'finishOperation' },
          ],
        },
        adding: {
          entry: 'cacheImage',
          invoke: {
            id: 'addItem',
            src: 'addItem',
            input: ({ context }) => ({
              ...cartInput({ context }),
              item: running(context, 'add')?.item ?? emptyItem,
            }),
            onDone: {
              target: 'ready',
              actions: [
                emit(({ context }) => ({
                  type: 'item.added' as const,
                  item: running(context, 'add')?.item ?? emptyItem,
                })),
                {
                  type: 'receiveCart',
                  params: ({ event }) => ({ cart: event.output.cart, key: 'addItem' as const }),
                },
                'finishOperation',
              ],
            },
            onError: onOperationError('addItem', 'add'),
          },
        },
        updating: {
          invoke: {
            id: 'updateItem',
            src: 'updateItem',
            input: ({ context }) => ({
              ...lineInput({ context }),
              quantity: running(context, 'update')?.quantity ?? 0,
            }),
            onDone: {
              target: 'ready',
              actions: [
                {
                  type: 'receiveCart',
                  params: ({ event }) => ({ cart: event.output.cart, key: 'updateItem' as const }),
                },
                'finishOperation',
              ],
            },
            onError: onOperationError('updateItem', 'update'),
          },
        },
        replacing: {
          // A configurable line is changed by removing it, then adding the new configuration
          // (spec §4). Remove first: adding first would merge into the old line.
          initial: 'removing',
          states: {
            removing: {
              invoke: {
                id: 'removeItem',
                src: 'removeItem',
                input: lineInput,
                onDone: {
                  target: 'adding',
                  actions: {
                    type: 'receiveCart',
                    params: ({ event }) => ({ cart: event.output.cart }),
                  },
                },
                onError: onOperationError('updateItem', 'update'),
              },
            },
            adding: {
              // The line is gone now: if this add fails, only the add is left to retry.
              exit: assign(({ context }) => {
                const update = running(context, 'update');
                return update?.item
                  ? {
                      current: { kind: 'add' as const, item: update.item, retried: update.retried },
                    }
                  : {};
              }),
              invoke: {
                id: 'addItem',
                src: 'addItem',
                input: ({ context }) => ({
                  ...cartInput({ context }),
                  item: running(context, 'update')?.item ?? emptyItem,
                }),
                onDone: {
                  target: '#cart.lifecycle.ready',
                  actions: [
                    {
                      type: 'followReplacedLine',
                      params: ({ event }) => ({ cart: event.output.cart }),
                    },
                    {
                      type: 'receiveCart',
                      params: ({ event }) => ({
                        cart: event.output.cart,
                        key: 'updateItem' as const,
                      }),
                    },
                    'finishOperation',
                  ],
                },
                onError: onOperationError('updateItem', 'add'),
              },
            },
          },
        },
        removing: {
          invoke: {
            id: 'removeItem',
            src: 'removeItem',
            input: lineInput,
            onDone: {
              target: 'ready',
              actions: [
                {
                  type: 'receiveCart',
                  params: ({ event }) => ({ cart: event.output.cart, key: 'removeItem' as const }),
                },
                'finishOperation',
              ],
            },
            onError: onOperationError('removeItem', 'remove'),
          },
        },
        recovering: {
          initial: 'deciding',
          // The sign-out sequence ends by removing the cart; recovery replaces it already.
          on: { 'cart.reset': {} },
          states: {
            deciding: {
              always: [{ guard: 'signOutFirst', target: 'signingOut' }, { target: 'replacing' }],
            },
            signingOut: {
              invoke: {
                id: 'signOut',
                src: 'signOut',
                // A failed sign-out must not strand the shopper with a dead cart.
                onDone: { target: 'replacing', actions: assign({ signedIn: false }) },
                onError: { target: 'replacing', actions: assign({ signedIn: false }) },
              },
            },
            replacing: {
              entry: ['forgetCart', 'persistCartId'],
              invoke: {
                id: 'createCart',
                src: 'createCart',
                onDone: {
                  target: 'loading',
                  actions: [
                    {
                      type: 'storeCartId',
                      params: ({ event }) => ({ cartId: event.output.cartId }),
                    },
                    'persistCartId',
                  ],
                },
                onError: {
                  target: '#cart.lifecycle.unavailable',
                  actions: {
                    type: 'recordCreationFailure',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
            loading: {
              invoke: {
                id: 'getCart',
                src: 'getCart',
                input: cartInput,
                onDone: {
                  target: '#cart.lifecycle.ready',
                  actions: [
                    { type: 'receiveCart', params: ({ event }) => ({ cart: event.output.cart }) },
                    'resumeAfterRecovery',
                  ],
                },
                // No second recovery from here: a cart that is invalid at birth would loop.
                onError: {
                  target: '#cart.lifecycle.ready',
                  actions: [
                    { type: 'recordError', params: errorParams('details') },
                    'resumeAfterRecovery',
                  ],
                },
              },
            },
          },
        },
      },
    },
    estimate: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'shipping.estimate': [
              {
                guard: ({ context }) => context.cartId === null,
                actions: assign({ estimateError: missingInformation('cartId') }),
              },
              {
                guard: ({ event }) => event.postcode.trim() === '',
                actions: assign({ estimateError: missingInformation('postcode') }),
              },
              {
                guard: ({ event }) => event.countryCode?.trim() === '',
                actions: assign({ estimateError: missingInformation('countryCode') }),
              },
              { target: 'estimating', actions: assign({ estimateError: null }) },
            ],
          },
        },
        estimating: {
          invoke: {
            id: 'estimateShipping',
            src: 'estimateShipping',
            input: ({ context, event }) => ({
              cartId: context.cartId ?? '',
              postcode: event.type === 'shipping.estimate' ? event.postcode.trim() : '',
              countryCode:
                (event.type === 'shipping.estimate' ? event.countryCode : undefined) ??
                DEFAULT_COUNTRY_CODE,
            }),
            onDone: {
              target: 'idle',
              actions: assign({ shippingMethods: ({ event }) => event.output.methods }),
            },
            onError: {
              target: 'idle',
              actions: assign({
                estimateError: ({ event }) => describeCommerceError(toCommerceError(event.error)),
              }),
            },
          },
        },
      },
    },
  },
});
