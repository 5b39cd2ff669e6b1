import type { CommerceResult } from '@vitrine/commerce-primitives';
import type { Cart, CartItemInput, ShippingEstimate } from './cart.types.ts';

/**
 * The commerce functions the cart machine needs (decision 002). graphql-client implements them;
 * the storefront and the kiosk hand them to `createCartActors`, tests hand in fakes.
 */

/** `createEmptyCart`: a new cart id (the customer's active cart when signed in). */
export type CreateCartFn = () => Promise<CommerceResult<{ cartId: string }>>;

/** The cart details query (network only). */
export type GetCartFn = (input: { cartId: string }) => Promise<CommerceResult<{ cart: Cart }>>;

/** `addProductsToCart` for one line; `user` errors carry the line's problems. */
export type AddItemFn = (input: {
  cartId: string;
  item: CartItemInput;
}) => Promise<CommerceResult<{ cart: Cart }>>;

/** `updateCartItems` for one line. */
export type UpdateItemFn = (input: {
  cartId: string;
  itemUid: string;
  quantity: number;
}) => Promise<CommerceResult<{ cart: Cart }>>;

/** `removeItemFromCart` for one line. */
export type RemoveItemFn = (input: {
  cartId: string;
  itemUid: string;
}) => Promise<CommerceResult<{ cart: Cart }>>;

/** Input of `estimateShippingMethods`; all three fields are required (spec §5). */
export interface ShippingEstimateInput {
  readonly cartId: string;
  readonly postcode: string;
  readonly countryCode: string;
}

/** `estimateShippingMethods`. */
export type EstimateShippingFn = (
  input: ShippingEstimateInput,
) => Promise<CommerceResult<{ methods: ShippingEstimate[] }>>;

/**
 * Signs the shopper out when an invalid cart is found in a flow that requires it
 * (see INTERNALS.md). The storefront wires it to the session's sign-out sequence.
 */
export type SignOutFn = () => Promise<void>;

/** Every commerce function the cart machine calls. */
export interface CartFunctions {
  readonly createCart: CreateCartFn;
  readonly getCart: GetCartFn;
  readonly addItem: AddItemFn;
  readonly updateItem: UpdateItemFn;
  readonly removeItem: RemoveItemFn;
}
