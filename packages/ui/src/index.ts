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
  DEFAULT_LOCALE,
  FormatMessageProvider,
  formatDefaultMessage,
  interpolate,
  isMessageDescriptor,
  useFormatMessage,
  useLocale,
  useText,
} from './i18n/format-message.tsx';
export type {
  FormatMessage,
  FormatMessageProviderProps,
  MessageValues,
  Translatable,
} from './i18n/format-message.tsx';

// Components
export { Accordion } from './accordion/accordion.tsx';
export type { AccordionProps, AccordionSection } from './accordion/accordion.tsx';
export { Badge } from './badge/badge.tsx';
export type { BadgeProps } from './badge/badge.tsx';
export { Breadcrumbs } from './breadcrumbs/breadcrumbs.tsx';
export type { BreadcrumbItem, BreadcrumbsProps } from './breadcrumbs/breadcrumbs.tsx';
export { Button } from './button/button.tsx';
export type { ButtonPriority, ButtonProps } from './button/button.tsx';
export { Checkbox } from './checkbox/checkbox.tsx';
export type { CheckboxProps } from './checkbox/checkbox.tsx';
export { Dialog } from './dialog/dialog.tsx';
export type { DialogProps } from './dialog/dialog.tsx';
export { Dropdown } from './dropdown/dropdown.tsx';
export type { DropdownProps } from './dropdown/dropdown.tsx';
export { ErrorView } from './error-view/error-view.tsx';
export type { ErrorViewProps } from './error-view/error-view.tsx';
export { errorViewMessages } from './error-view/error-view.messages.ts';
export { Field } from './field/field.tsx';
export type { FieldProps } from './field/field.tsx';
export { useFieldControl } from './field/field-context.ts';
export type { FieldControlProps } from './field/field-context.ts';
export { FieldMessage } from './field/field-message.tsx';
export type { FieldMessageProps } from './field/field-message.tsx';
export { fieldMessages } from './field/field.messages.ts';
export { FormError, firstFormError } from './form-error/form-error.tsx';
export type { FormErrorItem, FormErrorProps } from './form-error/form-error.tsx';
export { formErrorMessages } from './form-error/form-error.messages.ts';
export { FILTER_OPTIONS_SHOWN, FilterBlock } from './filter-sidebar/filter-block.tsx';
export type { FilterBlockProps } from './filter-sidebar/filter-block.tsx';
export {
  CurrentFilters,
  FilterOpenButton,
  FilterSidebar,
  countSelected,
} from './filter-sidebar/filter-sidebar.tsx';
export type {
  CurrentFiltersProps,
  FilterOpenButtonProps,
  FilterSidebarProps,
} from './filter-sidebar/filter-sidebar.tsx';
export type {
  FilterGroup,
  FilterOption,
  FilterSelection,
} from './filter-sidebar/filter-sidebar.types.ts';
export { Icon } from './icon/icon.tsx';
export type { IconProps } from './icon/icon.tsx';
export type { IconName } from './icon/icon.paths.tsx';
export {
  DEFAULT_IMAGE_RATIO,
  IMAGE_WIDTHS,
  Image,
  buildSrcSet,
  heightFor,
} from './image/image.tsx';
export type { ImageProps, ImageUrlBuilder } from './image/image.tsx';
export { Link, isExternalHref } from './link/link.tsx';
export type { LinkProps } from './link/link.tsx';
export { LinkComponentProvider, useLinkComponent } from './link/link-component.tsx';
export type { LinkComponent, LinkRenderProps } from './link/link-component.tsx';
export { Mask } from './mask/mask.tsx';
export type { MaskProps } from './mask/mask.tsx';
export { MegaMenu } from './mega-menu/mega-menu.tsx';
export type { MegaMenuProps } from './mega-menu/mega-menu.tsx';
export { SKINNY_COLUMN_SIZE, menuOrder, toColumns } from './mega-menu/menu.model.ts';
export type { MenuCategory, MenuSourceCategory } from './mega-menu/menu.model.ts';
// NavDrawer itself: `@vitrine/ui/nav-drawer`, so that a shell can fetch it when it first opens.
export type { NavDrawerProps } from './nav-drawer/nav-drawer.tsx';
export { navDrawerMessages } from './nav-drawer/nav-drawer.messages.ts';
export { NeedHelp, NeedHelpDropdown, displayTimezone } from './need-help/need-help.tsx';
export type {
  NeedHelpContact,
  NeedHelpDropdownProps,
  NeedHelpProps,
} from './need-help/need-help.tsx';
export { needHelpMessages } from './need-help/need-help.messages.ts';
export { OnlineIndicator } from './online-indicator/online-indicator.tsx';
export type { OnlineIndicatorProps } from './online-indicator/online-indicator.tsx';
export {
  CONNECTIVITY_TOAST_TIMEOUT_MS,
  onlineIndicatorMessages,
} from './online-indicator/online-indicator.messages.ts';
export { PageLoadingBar } from './page-loading-bar/page-loading-bar.tsx';
export type { PageLoadingBarProps } from './page-loading-bar/page-loading-bar.tsx';
export { usePageLoadingProgress } from './page-loading-bar/use-page-loading-progress.ts';
export { Pagination, paginationRange } from './pagination/pagination.tsx';
export type { PaginationItem, PaginationProps } from './pagination/pagination.tsx';
export { Password } from './password/password.tsx';
export type { PasswordProps } from './password/password.tsx';
export { Price } from './price/price.tsx';
export type { PriceProps } from './price/price.tsx';
export { GALLERY_PLACEHOLDERS, ProductGallery } from './product-gallery/product-gallery.tsx';
export type { GalleryImage, ProductGalleryProps } from './product-gallery/product-gallery.tsx';
export { QuantityStepper, clampQuantity } from './quantity-stepper/quantity-stepper.tsx';
export type { QuantityStepperProps } from './quantity-stepper/quantity-stepper.tsx';
export { Radio, RadioGroup } from './radio/radio.tsx';
export type { RadioGroupProps, RadioOption, RadioProps } from './radio/radio.tsx';
export { RatingSummary } from './rating-summary/rating-summary.tsx';
export type { RatingSummaryProps } from './rating-summary/rating-summary.tsx';
export { Select } from './select/select.tsx';
export type { SelectOption, SelectProps } from './select/select.tsx';
export {
  CATEGORY_SHIMMER_ITEMS,
  CategoryShimmer,
  CmsShimmer,
  GenericShimmer,
  PageShimmer,
  ProductShimmer,
} from './shimmer/page-shimmers.tsx';
export type { ShimmerPageType } from './shimmer/page-shimmers.tsx';
export { SidePanel } from './side-panel/side-panel.tsx';
export type { SidePanelProps } from './side-panel/side-panel.tsx';
export { Shimmer } from './shimmer/shimmer.tsx';
export type { ShimmerProps } from './shimmer/shimmer.tsx';
export { Slider } from './slider/slider.tsx';
export type { SliderProps } from './slider/slider.tsx';
export { Tabs } from './tabs/tabs.tsx';
export type { TabItem, TabsProps } from './tabs/tabs.tsx';
export { SortControl, SortedBy } from './sort-control/sort-control.tsx';
export type { SortControlProps, SortOption } from './sort-control/sort-control.tsx';
export { SubscriptionOffer, subscriptionSaving } from './subscription-offer/subscription-offer.tsx';
export type {
  SubscriptionFrequency,
  SubscriptionOfferProps,
} from './subscription-offer/subscription-offer.tsx';
export { TextInput } from './text-input/text-input.tsx';
export type { TextInputProps } from './text-input/text-input.tsx';
export { ToastContainer } from './toast/toast-container.tsx';
export type { ToastContainerProps } from './toast/toast-container.tsx';
export { ToastProvider, useToasts } from './toast/toast-provider.tsx';
export type { ToastApi, ToastProviderProps } from './toast/toast-provider.tsx';
export { VisuallyHidden } from './visually-hidden/visually-hidden.tsx';

// UI machines: the machines themselves are exported by `@vitrine/ui/machines` (framework-free);
// components fetch them lazily (`lazy-machines.ts`), and their selectors, events and constants
// live apart, here, so that a page's first load needs no XState (decision 007).
export { initiallyOpen, selectIsSectionOpen } from './machines/accordion.model.ts';
export type {
  AccordionContext,
  AccordionEvent,
  AccordionInput,
  AccordionSectionInput,
} from './machines/accordion.model.ts';
export {
  NAV_DRAWER,
  drawerViewTitle,
  selectCurrentCategory,
  selectDrawerView,
  selectIsMaskActive,
} from './machines/drawer.model.ts';
export type { DrawerContext, DrawerEvent, DrawerView } from './machines/drawer.model.ts';
export { drawerViewTitles } from './machines/drawer.messages.ts';
export { selectIsDropdownMasked, selectIsDropdownOpen } from './machines/dropdown.model.ts';
export type { DropdownContext, DropdownEvent } from './machines/dropdown.model.ts';
export {
  SUBMENU_CLOSE_DELAY_MS,
  megaMenuKeyEvent,
  selectActiveItem,
} from './machines/mega-menu.model.ts';
export type { MegaMenuContext, MegaMenuEvent } from './machines/mega-menu.model.ts';
export { PAGE_LOADING_OFF_DELAY_MS, selectLoadingProgress } from './machines/page-loading.model.ts';
export type { PageLoadingEvent } from './machines/page-loading.model.ts';
export { selectToasts } from './machines/toast.model.ts';
export type { ToastContext, ToastEvent } from './machines/toast.model.ts';
export { lazyMachine } from './machines/lazy-machine.ts';
export type { LazyMachine, LoadedMachine } from './machines/lazy-machine.ts';
export {
  lazyAccordionMachine,
  lazyDrawerMachine,
  lazyDropdownMachine,
  lazyMegaMenuMachine,
  lazyPageLoadingMachine,
  lazyToastMachine,
  loadUiMachines,
} from './machines/lazy-machines.ts';
export { CspNonceContext } from './internal/csp-nonce.ts';
export { DeferredSubtree } from './internal/deferred-subtree.tsx';
export type { DeferredSubtreeProps } from './internal/deferred-subtree.tsx';
export { useLazyActor } from './internal/use-lazy-actor.ts';
export type { LazyActorRef } from './internal/use-lazy-actor.ts';
export { DEFAULT_TOAST_TIMEOUT_MS, toToast, toastId } from './machines/toast.model.ts';
export type { Toast, ToastProps, ToastType } from './machines/toast.model.ts';
export { toastErrorMessages, toastMessages } from './machines/toast.messages.ts';

// Rich content: renderers for the Page Builder block tree of @vitrine/rich-content
export { RichContent } from './rich-content/rich-content.tsx';
export type { RichContentProps } from './rich-content/rich-content.tsx';
export { blockFamilies, preloadRichContent } from './rich-content/block-families.ts';
export { loadAllBlockFamilies, preloadServedRichContent } from './rich-content/block-registry.tsx';
export type { BlockFamily } from './rich-content/block-registry.tsx';
export {
  RichContentProvider,
  productServices,
  useRichContentServices,
} from './rich-content/rich-content.services.tsx';
export type {
  DynamicBlocksRequest,
  ProductsRequest,
  RichContentServices,
} from './rich-content/rich-content.services.tsx';
export { RichText } from './rich-content/rich-text.tsx';
export type { RichTextProps } from './rich-content/rich-text.tsx';
export { richContentMessages } from './rich-content/rich-content.messages.ts';
export { createScriptLoader } from './rich-content/script-loader.ts';
export { leadImagePreloads } from './rich-content/lead-image.ts';
export type { ImagePreload } from './rich-content/lead-image.ts';
export type { VideoEventMap, VideoEventName } from './rich-content/video/video-player.types.ts';

// Consent (CNIL): the banner, the per-purpose panel, and what holds third-party content back
export { ConsentProvider, createMemoryConsent, useConsent } from './consent/consent-context.tsx';
export type { ConsentControl, ConsentState, ContentPurpose } from './consent/consent-context.tsx';
export { ConsentBanner } from './consent/consent-banner.tsx';
export { useCoverHeight } from './internal/use-cover-height.ts';
export type { ConsentBannerProps } from './consent/consent-banner.tsx';
export { ConsentPreferences } from './consent/consent-preferences.tsx';
export type {
  ConsentPreferencesProps,
  ConsentPurposeOption,
} from './consent/consent-preferences.tsx';
export { ConsentPlaceholder, useContentConsent } from './rich-content/consent-placeholder.tsx';
export type {
  ConsentPlaceholderProps,
  ContentConsent,
  PlaceholderKind,
} from './rich-content/consent-placeholder.tsx';
export { consentMessages } from './consent/consent.messages.ts';
