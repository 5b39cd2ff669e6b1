/**
 * @vitrine/ui — the Orsalis design system: tokens, presentational components, UI machines.
 * Global styles: import `@vitrine/ui/tokens.css` once in the app root.
 */

// Tokens
export {
  breakpoint,
  breakpointRem,
  color,
  duration,
  easing,
  font,
  layer,
  palette,
  radius,
  shadow,
  size,
  space,
  toCssVariables,
  tokens,
} from './tokens/tokens.ts';

// i18n
export { defineMessages } from './i18n/define-messages.ts';
export {
  FormatMessageProvider,
  formatDefaultMessage,
  interpolate,
  useFormatMessage,
  useText,
} from './i18n/format-message.tsx';
export type {
  FormatMessage,
  FormatMessageProviderProps,
  MessageValues,
  Translatable,
} from './i18n/format-message.tsx';

// Components
export { Button } from './button/button.tsx';
export type { ButtonPriority, ButtonProps } from './button/button.tsx';
