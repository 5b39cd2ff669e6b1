import type { CommerceResult } from '@vitrine/commerce-primitives';

/**
 * The environment and commerce functions the session machines need (decision 002, C14).
 * graphql-client implements the commerce functions; the storefront and the kiosk hand them to
 * `createUserActors` / `createFavoriteStoreActors`; tests hand in the fakes of `./testing`.
 * Functions that act for a customer take the token explicitly, so a call made in the middle of
 * signing in or out never depends on what storage holds at that instant.
 */

/** Reads the current time in milliseconds since the epoch (`Date.now` in the browser). */
export type Now = () => number;

/** Where the session reports failures it swallows (spec §8: "logged"). `console` fits. */
export interface LoggerPort {
  error(...args: unknown[]): void;
}

/** The customer fields the user state keeps (spec §3, User state). */
export interface Customer {
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly is_subscribed: boolean;
}

/** `generateCustomerToken`. */
export type SignInFn = (input: {
  email: string;
  password: string;
}) => Promise<CommerceResult<{ token: string }>>;

/** `revokeCustomerToken`. */
export type RevokeTokenFn = (input: {
  token: string;
}) => Promise<CommerceResult<{ revoked: boolean }>>;

/** The `customer` query: email, firstname, lastname, is_subscribed. */
export type GetCustomerFn = (input: {
  token: string;
}) => Promise<CommerceResult<{ customer: Customer }>>;

/** What the create-account form sends (`createCustomerV2`). */
export interface CreateAccountInput {
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly password: string;
  readonly is_subscribed?: boolean;
}

/** `createCustomerV2`. */
export type CreateAccountFn = (
  input: CreateAccountInput,
) => Promise<CommerceResult<{ customer: Customer }>>;

/** `requestPasswordResetEmail` (the forgot-password form). */
export type RequestPasswordResetFn = (input: {
  email: string;
}) => Promise<CommerceResult<{ requested: boolean }>>;

/** The customer's active cart id (`customerCart`, or `createEmptyCart` with the token). */
export type GetCustomerCartFn = (input: {
  token: string;
}) => Promise<CommerceResult<{ cartId: string }>>;

/** `mergeCarts(source_cart_id, destination_cart_id)`: the guest cart's items move into the customer's. */
export type MergeCartsFn = (input: {
  token: string;
  sourceCartId: string;
  destinationCartId: string;
}) => Promise<CommerceResult<{ cartId: string }>>;

/** The commerce functions of the user machine. */
export interface UserFunctions {
  readonly signIn: SignInFn;
  readonly getCustomer: GetCustomerFn;
  readonly createAccount: CreateAccountFn;
  readonly requestPasswordReset: RequestPasswordResetFn;
  readonly getCustomerCart: GetCustomerCartFn;
  readonly mergeCarts: MergeCartsFn;
}

/** Geographic coordinates, as the geolocation API gives them. */
export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

/**
 * The visitor's position: resolves with coordinates, with `null` when the visitor declined or
 * the device has none, and rejects when the lookup failed (spec §8: logged, counts as none).
 */
export type LocateFn = () => Promise<Coordinates | null>;

/**
 * A favorite point of sale as the session keeps it. The storefront fetches the full details
 * (hours, address) by identifier; the fragment fields are not shown by the spec.
 */
export interface FavoriteStore {
  readonly identifier: string;
  readonly name?: string | null;
}

/** `GetFavoriteStore(origin)`: the customer's favorite when signed in, else the nearest one. */
export type GetFavoriteStoreFn = (input: {
  token: string | null;
  origin: Coordinates | null;
}) => Promise<CommerceResult<{ store: FavoriteStore | null }>>;

/** `setFavoriteStore(identifier)`, signed in only. */
export type SetFavoriteStoreFn = (input: {
  token: string;
  identifier: string;
}) => Promise<CommerceResult<{ store: FavoriteStore }>>;

/** The functions of the favorite store machine. */
export interface FavoriteStoreFunctions {
  readonly locate: LocateFn;
  readonly getFavoriteStore: GetFavoriteStoreFn;
  readonly setFavoriteStore: SetFavoriteStoreFn;
}
