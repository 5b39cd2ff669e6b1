import type { MessageDescriptor } from '@vitrine/validation';
import { commerceMessages as m } from './commerce-messages.messages.ts';
import { serverMessages } from './server-messages.messages.ts';

/** A server text's pattern, its French descriptor and the values it carries over. */
export type Rule = readonly [
  RegExp,
  MessageDescriptor,
  (match: RegExpExecArray) => Record<string, string>,
];

const none = () => ({});
const first = (name: string) => (match: RegExpExecArray) => ({ [name]: match[1] ?? '' });

/**
 * The commerce server's texts beyond the account forms (decision 118), by meaning: one French
 * message stands for every wording of the same fact (Magento's and the reference server's), so
 * a shopper never reads English. Ordered from the most to the least specific: the first match
 * wins. Texts only a wrong request can provoke (a missing parameter, a bad id) still get a
 * message that says what to do (refresh), never the English.
 */
export const COMMERCE_RULES: readonly Rule[] = [
  // Cart lines and the cart itself.
  [/^Cart doesn't contain the .+ item\.?$/, m.cartItemMissing, none],
  [/^Could not find cart item with id/, m.cartItemMissing, none],
  [/^Child items may not be updated/, m.cartItemMissing, none],
  [
    /^(?:Could not find a cart with ID|The cart isn't active|Wrong store code specified for cart|The current user cannot perform operations on cart|Current user does not have an active cart|Cart with ID ".*" already exists|Cart ID (?:length should|should contain))/,
    m.cartUnavailable,
    none,
  ],
  [
    /^(?:Cart does not contain products|The cart does not contain any products|The shipping method can't be set for an empty cart)/,
    m.cartEmpty,
    none,
  ],
  [
    /^(?:The product quantity should be greater than 0|Please enter a number greater than 0)/,
    m.quantityPositive,
    none,
  ],
  [/^You cannot use decimal quantity/, m.quantityWhole, none],
  [/^The most you may purchase is (\d+)/, m.quantityMax, first('count')],
  [
    /^(?:The requested qty is not available|Some of the products are out of stock|There are no source items with the in stock status|This product is out of stock|Product that you are trying to add is not available)/,
    m.stock,
    none,
  ],
  [/^Could not find a product with SKU/, m.productUnavailable, none],
  [/^Could not find specified product/, m.productUnavailable, none],
  [
    /^(?:You need to choose options for your item|The product has no custom options)/,
    m.chooseOptions,
    none,
  ],
  [/^A coupon is already applied to the cart/, m.couponAlreadyApplied, none],
  [/^The coupon code isn't valid/, m.couponInvalid, none],
  // Who may do what.
  [
    /^(?:The request is allowed for logged in customer|Use 'Query\.customerCart' for logged in customer)/,
    m.signInRequired,
    none,
  ],
  [/^The request is not allowed for logged in customers/, m.signedInNotAllowed, none],
  [/^(?:Invalid login or password)/, serverMessages.signInIncorrect, none],
  [/^This account isn't confirmed/, m.accountNotConfirmed, none],
  [/^The account is locked/, m.accountLocked, none],
  [/^Cannot set the customer's password/, m.passwordNotChanged, none],
  [/^Provide the current "password" to change "email"/, m.currentPasswordForEmail, none],
  // Fields of a form.
  [
    /^(?:Specify the "email" value|You must specify an email address|Email must be specified|Guest email for cart is missing)/,
    m.emailRequired,
    none,
  ],
  [
    /^(?:Email is invalid|Invalid email format|"Email" is not a valid email address)/,
    serverMessages.invalidEmail,
    none,
  ],
  [/^Specify the "(?:current)?[pP]assword" value/, m.passwordRequired, none],
  [/^Enter the Name and try again/, m.nameRequired, none],
  [/^Enter the comment and try again/, m.commentRequired, none],
  [/^Invalid value provided for the comment field/, m.commentInvalid, none],
  [/^The consent to the processing of your data is required/, m.dataConsentRequired, none],
  [/^The consent to receive the newsletter is required/, m.newsletterConsentRequired, none],
  [
    /^(?:".+" is required\. Enter and try again|Required parameters are missing)/,
    m.fieldRequired,
    none,
  ],
  [/^"Street Address" cannot contain more than (\d+) lines/, m.streetLines, first('count')],
  [/provided for the date_of_birth field/, m.dateOfBirthInvalid, none],
  [/provided for the pickup_location_code field/, m.pickupUnavailable, none],
  // Addresses and delivery.
  [/^Could not find a address with ID/, m.addressNotFound, none],
  [/^Current customer does not have permission to address with ID/, m.addressNotYours, none],
  [
    /^(?:The \w+ address (?:cannot|must) contain|You cannot specify multiple shipping addresses|The shipping information was unable to be saved|The order is missing its addresses)/,
    m.addressRejected,
    none,
  ],
  [
    /^(?:The shipping address is missing|Could not use the "same_as_shipping" option)/,
    m.shippingAddressMissing,
    none,
  ],
  [
    /^(?:Carrier with such method not found|This shipping method is not available|You cannot specify multiple shipping methods|The shipping method is missing)/,
    m.shippingMethodUnavailable,
    none,
  ],
  [/^Please check the billing address information/, m.billingAddress, none],
  // Payment and order.
  [
    /^(?:The requested Payment Method is not available|Enter a valid payment method|Required parameter "payment_method_nonce")/,
    m.paymentUnavailable,
    none,
  ],
  [
    /^(?:Could not find a token using public hash|Required parameter "public_hash")/,
    m.savedCardMissing,
    none,
  ],
  [/^The security code of the saved card is (?:required|not valid)/, m.savedCardCode, none],
  [/^The card details have expired/, m.cardExpired, none],
  [
    /^(?:The (?:card details are|card number is|expiry date is|security code is|cardholder name is) not valid|The client key is not valid|The body must be a JSON object (?:of card fields|with the security code))/,
    m.cardInvalid,
    none,
  ],
  [/^Too many (?:card attempts|failed sign-in attempts)/, serverMessages.tooManyRequests, none],
  [/^The shop is busy/, m.busy, none],
  [/^Something went wrong with reCAPTCHA/, serverMessages.antiBotFailed, none],
  [
    /^(?:Transaction has been declined|The payment details were refused|Not enough balance|Refused$|Acquirer Error)/,
    m.paymentDeclined,
    none,
  ],
  [
    /^(?:3D Secure timed out|Missing details for the 3-D Secure|The payment reference ".*" is not valid|"details" must be a JSON object|voided: |This card needs 3-D Secure authentication)/,
    m.threeDSecureFailed,
    none,
  ],
  [/^A server error stopped your order/, m.orderFailed, none],
  [
    /^(?:This Idempotency-Key was already used|The order has already been placed)/,
    m.orderAlreadySent,
    none,
  ],
  [/^The cart changed during the payment/, m.cartChanged, none],
  [/^Internal (?:Error\.|server error)/, serverMessages.unexpected, none],
  [/^The consumer isn't authorized/, serverMessages.notAuthorized, none],
  [/^The country isn't available/, m.countryUnavailable, none],
  // Catalogue, content and the store locator.
  [
    /^(?:currentPage value|pageSize value must be greater than 0|Maximum page_size is)/,
    m.pageNotFound,
    none,
  ],
  [/^'search' or 'filter' input argument is required/, m.searchRequired, none],
  [/for the price filter\.?$/, m.filterInvalid, none],
  [
    /^(?:No such entity found with matching URL key|The CMS (?:page|block) with the ".*" ID doesn't exist|Page id\/identifier should be specified|"identifiers" of CMS blocks should be specified|"url" argument should be specified|Not found$|Requested store is not found|Could not find a store with identifier|Entity ".*" could not be found|Attribute code ".*" could not be found|Form ".*" could not be found|There are no blocks to display|The wishlist was not found|No such entity with )/,
    m.contentNotFound,
    none,
  ],
  [/^The wishlist item with ID ".*" does not belong to the wishlist/, m.wishlistItemMissing, none],
  [/^Unknown geoname for/, m.placeNotFound, none],
  [
    /(?:must be a date formatted YYYY-MM-DD|" is not a valid date\.|^dateRangeEnd must not be before dateRangeStart|^The date range may span at most)/,
    m.datesInvalid,
    none,
  ],
  [/^origin(?:\.radius)? must/, m.locationInvalid, none],
  [/^Please correct the target currency/, m.currencyUnavailable, none],
  // Subscriptions (extension `subscriptions`, issue 22).
  [/^A subscription needs a customer account/, m.subscriptionNeedsAccount, none],
  [/^A subscription needs a card saved/, m.subscriptionNeedsSavedCard, none],
  [/^This product cannot be subscribed to/, m.subscriptionNotOffered, none],
  [
    /^The frequency (\d+) days is not offered for this product/,
    m.subscriptionFrequencyNotOffered,
    first('days'),
  ],
  [/^Could not find a subscription with uid/, m.subscriptionNotFound, none],
  [/^A cancelled subscription cannot be changed/, m.subscriptionCancelled, none],
  [/^Only an active subscription can be paused or skipped/, m.subscriptionNotActive, none],
  [/^Only a paused subscription can be resumed/, m.subscriptionNotPaused, none],
  // Why a renewal was refused, kept on the subscription (decision 166).
  [/^The saved card is gone/, m.subscriptionCardGone, none],
  [/^The customer is gone/, m.subscriptionCustomerGone, none],
  // Product reviews (Magento_ReviewGraphQl's texts; decision 128).
  [/^Creating product reviews are not currently available/, m.reviewsClosed, none],
  [/^Guest customers aren't allowed to add product reviews/, m.reviewSignIn, none],
  [/^Please enter a (?:nickname|review summary|review)\.?$/, m.reviewIncomplete, none],
  [/^The rating or its value is not valid/, m.reviewRating, none],
  // Requests only a wrong call can send.
  [/^Input must not contain NUL characters/, m.inputRejected, none],
  [
    /^(?:Request body is larger than|Max query depth|Max query complexity|Max Aliases in query|Only \d+ of .+ may be sent per request)/,
    m.requestTooLarge,
    none,
  ],
  [
    /^(?:Required parameter "|Missed "sku" in cart item data|"input" value should be specified|resetPasswordToken must be specified|newPassword must be specified|Mutation requests allowed only for POST requests|Variables are invalid JSON|The request body must be a JSON object|Error occurred during ".*" processing|The Idempotency-Key header must be|GraphQL introspection is not allowed)/,
    m.requestIncomplete,
    none,
  ],
  [/^Invalid value of "(.*)" provided for the \w+ field/, m.invalidValue, first('value')],
];
