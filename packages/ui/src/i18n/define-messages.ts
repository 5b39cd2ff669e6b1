import type { MessageDescriptor } from '@vitrine/validation';

/**
 * Declares a catalogue of the design system's built-in strings (decision 031).
 *
 * Same shape and name as `@vitrine/validation`'s helper, so the storefront's catalogue test finds
 * these ids the same way, but local: `ui` imports domain packages for types only (C18).
 *
 * @example
 * export const errorViewMessages = defineMessages({
 *   header: { id: 'errorView.header', defaultMessage: 'Oops!' },
 * });
 */
export function defineMessages<const T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages;
}
