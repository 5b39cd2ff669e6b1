import type { MessageDescriptor } from '@vitrine/validation';
import { createContext, useCallback, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';

import { interpolate } from './interpolate.ts';
import type { MessageValues } from './interpolate.ts';

export { interpolate };
export type { MessageValues };

/** Turns a descriptor into display text in the shopper's locale. */
export type FormatMessage = (descriptor: MessageDescriptor, values?: MessageValues) => string;

/**
 * Text a component shows: either already-translated text from the storefront, or a descriptor the
 * component formats through the nearest {@link FormatMessageProvider}.
 */
export type Translatable = string | MessageDescriptor;

/** Whether a value is a message descriptor rather than text or a React node. */
export function isMessageDescriptor(value: unknown): value is MessageDescriptor {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { defaultMessage?: unknown }).defaultMessage === 'string'
  );
}

/** The English fallback: the descriptor's `defaultMessage` with its values and the call's values. */
export const formatDefaultMessage: FormatMessage = (descriptor, values) =>
  interpolate(descriptor.defaultMessage, { ...descriptor.values, ...values });

/** The store's default locale (spec §1): numbers, prices and dates format in French by default. */
export const DEFAULT_LOCALE = 'fr-FR';

interface IntlValue {
  formatMessage: FormatMessage;
  locale: string;
}

const FormatMessageContext = createContext<IntlValue>({
  formatMessage: formatDefaultMessage,
  locale: DEFAULT_LOCALE,
});

/** Props of {@link FormatMessageProvider}. */
export interface FormatMessageProviderProps {
  /** Usually `intl.formatMessage` from @formatjs/intl with the storefront's French catalogue. */
  formatMessage: FormatMessage;
  /** BCP 47 locale for numbers and prices. @defaultValue 'fr-FR' */
  locale?: string;
  children?: ReactNode;
}

/**
 * Gives every component below it the storefront's `formatMessage`. Without a provider, components
 * show the English `defaultMessage` of their descriptors.
 */
export function FormatMessageProvider({
  formatMessage,
  locale = DEFAULT_LOCALE,
  children,
}: FormatMessageProviderProps) {
  const value = useMemo(() => ({ formatMessage, locale }), [formatMessage, locale]);
  return <FormatMessageContext value={value}>{children}</FormatMessageContext>;
}

/** The nearest provider's `formatMessage`, or the English fallback. */
export function useFormatMessage(): FormatMessage {
  return useContext(FormatMessageContext).formatMessage;
}

/** The nearest provider's locale, or the store default `fr-FR`. */
export function useLocale(): string {
  return useContext(FormatMessageContext).locale;
}

/**
 * A function that renders {@link Translatable} text: strings pass through, descriptors are formatted.
 */
export function useText(): (text: Translatable, values?: MessageValues) => string {
  const formatMessage = useFormatMessage();
  return useCallback(
    (text, values) => (typeof text === 'string' ? text : formatMessage(text, values)),
    [formatMessage],
  );
}
