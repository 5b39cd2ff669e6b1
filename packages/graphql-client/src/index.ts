// Exchanges (each a pure `(options) => Exchange`).
export { cacheExchange, DEFAULT_CACHE_POLICIES } from './exchanges/cache.exchange.ts';
export type { CacheExchangeOptions, CachePolicy } from './exchanges/cache.exchange.ts';
export { cacheIdExchange, CACHE_ID_HEADER } from './exchanges/cache-id.exchange.ts';
export type { CacheIdExchangeOptions } from './exchanges/cache-id.exchange.ts';
export { errorsExchange, STOCK_ERROR_MESSAGES } from './exchanges/errors.exchange.ts';
export type { ErrorLogger, ErrorsExchangeOptions } from './exchanges/errors.exchange.ts';
export { headersExchange } from './exchanges/headers.exchange.ts';
export type { HeadersExchangeOptions, MeshOptions } from './exchanges/headers.exchange.ts';
export { answerLocally, localAnswersExchange } from './exchanges/local-answers.exchange.ts';
export type {
  LocalAnswersData,
  LocalAnswersExchangeOptions,
} from './exchanges/local-answers.exchange.ts';
export { mutationQueueExchange } from './exchanges/mutation-queue.exchange.ts';
export { previewExchange, PREVIEW_OPERATION_NAMES } from './exchanges/preview.exchange.ts';
export type { PreviewExchangeOptions } from './exchanges/preview.exchange.ts';
export { retryExchange, RETRYABLE_MUTATIONS } from './exchanges/retry.exchange.ts';
export type { RetryExchangeOptions } from './exchanges/retry.exchange.ts';
export {
  isRequestTimeout,
  RequestTimeoutError,
  transportExchange,
} from './exchanges/transport.exchange.ts';
export type { TransportExchangeOptions } from './exchanges/transport.exchange.ts';
export { getHeader, getHeaders, withHeaders } from './exchanges/operation.utils.ts';

// Errors.
export { errorMessages, joinErrorMessages, ShopError } from './errors/error-message.ts';

// Admin preview.
export { startPreviewSession, storePreviewCredentials } from './preview/preview-session.ts';
export type {
  PreviewCredentials,
  PreviewSession,
  PreviewSessionOptions,
} from './preview/preview-session.ts';

// Store context.
export {
  buildStoreUrl,
  canSwitchCurrency,
  getStoreCode,
  getStoreCurrency,
  getStoreMediaBaseUrl,
  saveStoreView,
  STORAGE_KEYS,
  storeViewFromPath,
  stripStoreCode,
  switchCurrency,
} from './store/store-context.ts';
export type { StoreUrlInput, StoreView } from './store/store-context.ts';

// Constants of spec §9 used by the client.
export {
  CACHE_MAX_ENTRIES,
  DEFAULT_IMAGE_RATIO,
  DEFAULT_STORE_CODE,
  IMAGE_QUALITY,
  IMAGE_WIDTHS,
  PREVIEW_TTL_MS,
  READ_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  RETRY_INITIAL_DELAY_MS,
  RETRY_MAX_ATTEMPTS,
} from './shop.constants.ts';

// Extension modules of the backend (decision 100).
export {
  NO_EXTENSIONS,
  probeShopExtensions,
  SHOP_EXTENSIONS,
  toShopExtensions,
} from './extensions/shop-extensions.ts';
export type { ShopExtension, ShopExtensions } from './extensions/shop-extensions.ts';
export { GetShopExtensions } from './operations/extensions/capabilities.operations.ts';

// The client.
export { createShopClient } from './client/create-shop-client.ts';
export type { ShopClient, ShopClientOptions } from './client/create-shop-client.ts';

// REST.
export { createRestClient, renderMessage, RestError } from './rest/rest-client.ts';
export type { RestClient, RestClientOptions } from './rest/rest-client.ts';

// Image URLs.
export {
  createImageUrls,
  FALLBACK_MEDIA_BASE_URL,
  IMAGE_TYPE_PATHS,
  MISSING_MEDIA_BACKEND_WARNING,
} from './images/image-url.ts';
export type {
  ImageType,
  ImageUrlOptions,
  ImageUrls,
  ImageUrlsOptions,
} from './images/image-url.ts';

// Typed operations (gql.tada documents; run them with `shop.graphql.query(Document, variables)`).
export { graphql, readFragment } from './graphql.ts';
export type { FragmentOf, ResultOf, VariablesOf } from './graphql.ts';
export {
  GetAvailableStores,
  GetContactEnabled,
  GetCurrencyData,
  GetPasswordPolicy,
  GetProductPageConfig,
  GetReCaptchaV3Config,
  GetShopConfig,
  GetStoreConfigData,
  GetStoreConfigForTitle,
  GetTaxConfig,
  GetUserConfig,
} from './operations/store.operations.ts';
// Extension operations: run only when the backend offers the extension (decision 100).
export { GetCheckoutAddresses } from './operations/cart.operations.ts';
export { GetCardPaymentConfig } from './operations/extensions/card-payment.operations.ts';
export {
  ConfirmGdprRequest,
  CreateGdprRequest,
  GetCheckoutConsentTexts,
  GetContactConsentTexts,
  GetCustomerConsent,
  GetCustomerConsentTexts,
  GetGdprRequest,
  GetMarketingConsentConfig,
  GetNewsletterConsentTexts,
} from './operations/extensions/gdpr.operations.ts';
export {
  GetAnalyticsConfig,
  GetNeedHelp,
  GetProductPageSections,
  GetTaxDefaults,
} from './operations/extensions/store-config-extras.operations.ts';
export {
  GetAutocompleteResults,
  GetCategories,
  GetCategoryData,
  GetFilterInputs,
  GetMegaMenu,
  GetNavigationMenu,
  GetProductListing,
  ProductSearch,
} from './operations/catalog.operations.ts';
export {
  GetProductDetailForProductPage,
  GetProductReviews,
  GetSitemapProducts,
} from './operations/product.operations.ts';
export { GetMegaMenuPromos } from './operations/extensions/category-promo.operations.ts';
export { GetProductFaq } from './operations/extensions/product-faq.operations.ts';
export {
  AddSubscribedProductToCart,
  GetCartSubscriptions,
  GetProductSubscriptionOffer,
  SetCartItemSubscription,
} from './operations/extensions/subscriptions.operations.ts';
export type { FilterInputsResult } from './operations/catalog.operations.ts';
export {
  ChangeCustomerPassword,
  DeleteSavedPayment,
  GetAccountInformation,
  GetNewsletterSubscription,
  GetSavedPayments,
  SetNewsletterSubscription,
  UpdateCustomerEmail,
  UpdateCustomerName,
} from './operations/account.operations.ts';
export {
  CreateCustomerAddress,
  DeleteCustomerAddress,
  GetAddressBook,
  UpdateCustomerAddress,
} from './operations/address-book.operations.ts';
export { OrderDetailsFragment } from './operations/order.fragments.ts';
export { GetCustomerOrders, GuestOrder } from './operations/orders.operations.ts';
export {
  DEFAULT_WISHLIST_ID,
  AddWishlistItem,
  GetWishlist,
  GetWishlistSummary,
  RemoveWishlistItem,
} from './operations/wishlist.operations.ts';
export {
  GetCmsBlocks,
  GetCmsPage,
  GetRouteInStore,
  ResolveURL,
} from './operations/content.operations.ts';
export {
  FavoriteStoreFullDetails,
  FindStorePlace,
  GetFavoriteStore,
  GetFavoriteStoreConfig,
  GetStoreDetails,
  GetSitemapStores,
  GetStoreList,
  SetFavoriteStore,
} from './operations/extensions/store-locator.operations.ts';
export {
  CancelVitrineSubscription,
  ChangeVitrineSubscriptionFrequency,
  GetCustomerOrderSubscriptions,
  GetCustomerSubscriptions,
  PauseVitrineSubscription,
  ResumeVitrineSubscription,
  SkipVitrineSubscriptionDelivery,
  VitrineSubscriptionFields,
} from './operations/extensions/subscriptions-account.operations.ts';

// Commerce functions (each `(shop, input) => Promise<CommerceResult<…>>`, or bound by createCommerce).
export { createCommerce } from './commerce/commerce.ts';
export type { Commerce, CommerceOptions } from './commerce/commerce.ts';
export type { CommerceAddress } from './commerce/address.ts';
export {
  findOrderNumber,
  savePaymentInformation,
  saveShippingInformation,
} from './commerce/checkout-rest.commerce.ts';
export type {
  SavePaymentInformationInput,
  SaveShippingInformationInput,
} from './commerce/checkout-rest.commerce.ts';
export {
  addItem,
  changeCoupon,
  checkCart,
  createCart,
  estimateShipping,
  getCart,
  getCustomerCart,
  mergeCarts,
  removeItem,
  setItemSubscription,
  updateItem,
} from './commerce/cart.commerce.ts';
export { toDomainCart } from './commerce/cart.mapping.ts';
export type { CartDetails } from './commerce/cart.mapping.ts';
export {
  placeOrder,
  setBillingAddress,
  setGuestEmail,
  setPaymentMethod,
  setShippingAddress,
  setShippingMethod,
} from './commerce/checkout.commerce.ts';
export {
  createAccount,
  getCustomer,
  requestPasswordReset,
  resetPassword,
  setFavoriteStore,
  signIn,
  signOut,
} from './commerce/customer.commerce.ts';
export type { CreateAccountInput, CustomerSummary } from './commerce/customer.commerce.ts';
export {
  HONEYPOT_HEADER,
  contactUsInput,
  formGuardHeaders,
  sendContact,
  setCustomerConsent,
  setGuestConsent,
  subscribeNewsletter,
} from './commerce/forms.commerce.ts';
export type {
  AntiBotToken,
  ContactInput,
  FormGuard,
  SubscriptionStatus,
} from './commerce/forms.commerce.ts';
export {
  detailsIdempotencyKey,
  submitPayment,
  submitPaymentDetails,
} from './commerce/payment.commerce.ts';
export { tokenizeCard, tokenizeSecurityCode } from './commerce/card-token.ts';
export { readCardClientKey, readSavedCardCvcAsked } from './commerce/card-client-key.ts';
export type { CardFields, CardToken, TokenizeCardOptions } from './commerce/card-token.ts';
export type {
  PaymentActionStep,
  PaymentOutcome,
  PaymentPlacement,
  PaymentResultCode,
} from './commerce/payment.commerce.ts';
export { getFavoriteStore } from './commerce/store-locator.commerce.ts';
export {
  changeCustomerSubscription,
  readCustomerSubscriptions,
  readOrderSubscriptions,
  toCustomerSubscription,
} from './commerce/subscriptions.commerce.ts';
export type {
  CustomerSubscription,
  CustomerSubscriptionStatus,
  OrderItemSubscription,
  SubscriptionChange,
  SubscriptionsPage,
} from './commerce/subscriptions.commerce.ts';
export { getPickupLocations, PICKUP_SEARCH_RADIUS_KM } from './commerce/pickup.commerce.ts';
export type { PickupLocation } from './commerce/pickup.commerce.ts';
export type { Coordinates, FavoriteStoreSummary } from './commerce/store-locator.commerce.ts';
export { resolveStoreSwitchUrl } from './commerce/store-switcher.ts';
export type { StoreSwitchInput } from './commerce/store-switcher.ts';
export { runMutation, runQuery } from './commerce/run.ts';
export type { CallOptions, RunResult } from './commerce/run.ts';
export { fromCombinedError, fromRestError } from './errors/commerce-error.ts';
