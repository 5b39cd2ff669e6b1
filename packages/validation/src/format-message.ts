import type { MessageDescriptor } from './message-descriptor.ts';

/**
 * Renders a descriptor's English `defaultMessage` with its values substituted. For server logs,
 * GraphQL error messages and tests; the storefront formats descriptors with its own catalogue.
 * A placeholder without a value is left as written so a missing value is visible, not blank.
 */
export function formatDefaultMessage(descriptor: MessageDescriptor): string {
  const values = descriptor.values ?? {};
  return descriptor.defaultMessage.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}
