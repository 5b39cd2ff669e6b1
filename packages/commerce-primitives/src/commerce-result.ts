/**
 * The result every commerce function returns (decision 002, C9): errors are data, so the
 * machines branch on `error.code` instead of catching.
 */
export type CommerceError =
  | { readonly code: 'network'; readonly message: string }
  | { readonly code: 'not_found'; readonly message: string }
  | { readonly code: 'unauthorised'; readonly message: string }
  | { readonly code: 'invalid_cart'; readonly message: string }
  | { readonly code: 'user'; readonly messages: readonly string[] };

/** `{ ok: true, ...payload }` or `{ ok: false, error }`. */
export type CommerceResult<T extends object> =
  ({ readonly ok: true } & T) | { readonly ok: false; readonly error: CommerceError };

/** The error codes of {@link CommerceError}. */
export type CommerceErrorCode = CommerceError['code'];

/**
 * The three message fragments of spec §8 that mean the cart id is no longer usable.
 * graphql-client classifies a GraphQL error as `invalid_cart` when its message contains one.
 */
export const INVALID_CART_MESSAGES = [
  'Could not find a cart',
  "The cart isn't active",
  'The current user cannot perform operations on cart',
] as const;

/** True when an error message is one of the invalid-cart messages of spec §8. */
export function isInvalidCartMessage(message: string): boolean {
  return INVALID_CART_MESSAGES.some((fragment) => message.includes(fragment));
}

/**
 * True when the cart must be thrown away and recreated: an `invalid_cart` error, or a
 * non-network error whose message is an invalid-cart message. Network errors never reset the
 * cart (spec §8: "non-network errors").
 */
export function isInvalidCartError(error: CommerceError): boolean {
  switch (error.code) {
    case 'invalid_cart':
      return true;
    case 'network':
      return false;
    case 'user':
      return error.messages.some(isInvalidCartMessage);
    default:
      return isInvalidCartMessage(error.message);
  }
}

/** The messages of an error as a list, whatever its code. */
export function errorMessages(error: CommerceError): readonly string[] {
  return error.code === 'user' ? error.messages : [error.message];
}

/**
 * An `Error` carrying a {@link CommerceError}, thrown by the machines' actors so that an
 * `onError` transition still sees the typed error (XState rejects with whatever is thrown).
 */
export class CommerceFailure extends Error {
  /** The typed error the commerce function returned. */
  readonly error: CommerceError;

  constructor(error: CommerceError) {
    super(errorMessages(error).join(', '));
    this.name = 'CommerceFailure';
    this.error = error;
  }
}

/**
 * Turns anything an actor rejected with into a {@link CommerceError}: a {@link CommerceFailure}
 * keeps its error, anything else (a bug, a thrown fetch error) becomes a `network` error so the
 * cart is never reset because of it.
 */
export function toCommerceError(reason: unknown): CommerceError {
  if (reason instanceof CommerceFailure) return reason.error;
  if (reason instanceof Error) return { code: 'network', message: reason.message };
  return { code: 'network', message: String(reason) };
}

/** Returns the payload of a successful result or throws a {@link CommerceFailure}. */
export function unwrap<T extends object>(result: CommerceResult<T>): T {
  if (!result.ok) throw new CommerceFailure(result.error);
  return result;
}
