/**
 * The shape every domain package hands to the storefront instead of display text
 * (decision 002). The storefront formats it in French; `defaultMessage` carries the
 * spec's English text, exactly, so a missing translation still reads correctly.
 */
export interface MessageDescriptor {
  /** Stable catalogue key, e.g. `formValidation.validateEmail`. */
  readonly id: string;
  /** The spec's English text, with `{placeholders}` for `values`. */
  readonly defaultMessage: string;
  /** Values substituted into the placeholders of the message. */
  readonly values?: Readonly<Record<string, string | number>>;
}

/**
 * Identity helper that declares a catalogue of message descriptors.
 *
 * It changes nothing at runtime; it exists so that every `*.messages.ts` file has one
 * recognisable shape (the storefront's catalogue test collects ids from these calls) and
 * so that TypeScript keeps the literal keys of the catalogue.
 *
 * @example
 * export const cartMessages = defineMessages({
 *   emptyCart: { id: 'cart.empty', defaultMessage: 'There are no items in your cart.' },
 * });
 */
export function defineMessages<const T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages;
}

/**
 * Returns a copy of `descriptor` carrying `values`. Descriptors in catalogues are shared
 * constants, so values are never written into them in place.
 */
export function withValues(
  descriptor: MessageDescriptor,
  values: Readonly<Record<string, string | number>>,
): MessageDescriptor {
  return { id: descriptor.id, defaultMessage: descriptor.defaultMessage, values };
}
