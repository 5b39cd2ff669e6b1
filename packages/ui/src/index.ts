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

// UI machines (framework-free; hooks and components wrap them)
export { accordionMachine, selectIsSectionOpen } from './machines/accordion.machine.ts';
export type {
  AccordionContext,
  AccordionEvent,
  AccordionInput,
  AccordionSectionInput,
} from './machines/accordion.machine.ts';
export {
  NAV_DRAWER,
  drawerMachine,
  drawerViewTitle,
  selectCurrentCategory,
  selectDrawerView,
  selectIsMaskActive,
} from './machines/drawer.machine.ts';
export type { DrawerContext, DrawerEvent, DrawerView } from './machines/drawer.machine.ts';
export { drawerViewTitles } from './machines/drawer.messages.ts';
export {
  dropdownMachine,
  selectIsDropdownMasked,
  selectIsDropdownOpen,
} from './machines/dropdown.machine.ts';
export type { DropdownContext, DropdownEvent } from './machines/dropdown.machine.ts';
export {
  SUBMENU_CLOSE_DELAY_MS,
  megaMenuKeyEvent,
  megaMenuMachine,
  selectActiveItem,
} from './machines/mega-menu.machine.ts';
export type { MegaMenuContext, MegaMenuEvent } from './machines/mega-menu.machine.ts';
export {
  PAGE_LOADING_OFF_DELAY_MS,
  pageLoadingMachine,
  selectLoadingProgress,
} from './machines/page-loading.machine.ts';
export type { PageLoadingEvent } from './machines/page-loading.machine.ts';
export { selectToasts, toastMachine } from './machines/toast.machine.ts';
export type { ToastContext, ToastEvent } from './machines/toast.machine.ts';
export { DEFAULT_TOAST_TIMEOUT_MS, toToast, toastId } from './machines/toast.model.ts';
export type { Toast, ToastProps, ToastType } from './machines/toast.model.ts';
export { toastErrorMessages, toastMessages } from './machines/toast.messages.ts';
