import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validationMessages } from '@vitrine/validation';
import { describe, expect, it } from 'vitest';
import { createShopIntl } from '../i18n/intl.ts';
import { knownServerMessage } from './server-messages.ts';
import { commerceServerTexts } from './server-texts.testing.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverSrc = path.resolve(here, '../../../commerce-server/src');
const catalogue = JSON.parse(
  readFileSync(path.join(here, '../i18n/catalogues/fr_FR.json'), 'utf8'),
) as Record<string, string>;

/**
 * Magento 2.4.7's messages the shop knows (shared/reference/magento-contract.md), with `%1`
 * standing for a value; the reference server answers most of them too, some only Magento does.
 */
const MAGENTO_MESSAGES = [
  'Mutation requests allowed only for POST requests',
  'Cart ID length should to be 32 symbols.',
  'No such entity found with matching URL key: %1',
  'The CMS page with the "%1" ID doesn\'t exist',
  'Page id/identifier should be specified',
  'The CMS block with the "%1" ID doesn\'t exist',
  'The request is allowed for logged in customer',
  'Cart with ID "%1" already exists.',
  "Use 'Query.customerCart' for logged in customer.",
  'Could not find a product with SKU "%1"',
  'Product that you are trying to add is not available.',
  'This product is out of stock',
  'Child items may not be updated.',
  'Could not find cart item with id: %1',
  'Required parameter "cart_items" is missing.',
  'Required parameter "quantity" for "cart_items" is missing.',
  "Cart doesn't contain the %1 item.",
  'Invalid email format',
  'The request is not allowed for logged in customers',
  'Carrier with such method not found: %1, %2',
  "The shipping method can't be set for an empty cart. Add an item to cart and try again.",
  'You cannot specify multiple shipping methods.',
  'The requested Payment Method is not available.',
  'The shipping address is missing. Set the address and try again.',
  'Guest email for cart is missing.',
  'The shipping method is missing. Select the shipping method and try again',
  'Please check the billing address information',
  'Enter a valid payment method and try again',
  'Some of the products are out of stock',
  'A server error stopped your order from being placed. Please try to place your order again.',
  "The cart isn't active.",
  "The coupon code isn't valid. Verify the code and try again.",
  'A coupon is already applied to the cart. Please remove it to apply another',
  'Cart does not contain products.',
  'Current user does not have an active cart.',
  'The current user cannot perform operations on cart "%1"',
  "The current customer isn't authorized.",
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  "This account isn't confirmed. Verify and try again.",
  'Specify the "email" value.',
  'Specify the "password" value.',
  'A customer with the same email address already exists in an associated website.',
  'Required parameters are missing: First Name',
  'The password needs at least %1 characters. Create a new password and try again.',
  'Minimum of different classes of characters in password is %1. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
  'Invalid login or password.',
  'Specify the "currentPassword" value.',
  'The account is locked.',
  'The email address has an invalid format.',
  'You must specify an email address.',
  "Cannot set the customer's password",
  'Could not find a address with ID "%1"',
  'Current customer does not have permission to address with ID "%1"',
  'Customer Address %1 is set as default billing address and cannot be deleted',
  'This email address is already subscribed.',
  'Enter a valid email address.',
  'Guests can not subscribe to the newsletter. You must create an account to subscribe.',
  'Could not find a token using public hash: %1',
  'The shipping information was unable to be saved. Verify the input data and try again.',
  'Could not add the product with SKU %1 to the shopping cart: The requested qty is not available',
].map((text) => text.replace(/%\d/g, '42'));

/** The `subscriptions` extension's refusals (issue 22), as its module words them. */
const SUBSCRIPTION_MESSAGES = [
  'A subscription needs a customer account.',
  'A subscription needs a card saved for its renewals.',
  'This product cannot be subscribed to.',
  'The frequency %1 days is not offered for this product.',
  'Could not find a subscription with uid "%1".',
  'A cancelled subscription cannot be changed.',
  'Only an active subscription can be paused or skipped.',
  'Only a paused subscription can be resumed.',
  'The saved card is gone.',
  'The customer is gone.',
].map((text) => text.replace(/%\d/g, '42'));

const intl = createShopIntl('fr_FR', catalogue);

describe('every server text a shopper can meet reads in French, by its meaning (issue 20)', () => {
  const serverTexts = commerceServerTexts(serverSrc);

  it('finds the commerce server’s messages in its code', () => {
    expect(serverTexts.size).toBeGreaterThan(100);
    expect(serverTexts.has("Cart doesn't contain the 42 item.")).toBe(true);
    expect(serverTexts.has("The coupon code isn't valid. Verify the code and try again.")).toBe(
      true,
    );
  });

  const cases = [
    ...[...serverTexts].map(([text, file]) => ({ text, from: file })),
    ...MAGENTO_MESSAGES.map((text) => ({ text, from: 'Magento 2.4.7' })),
    ...SUBSCRIPTION_MESSAGES.map((text) => ({ text, from: 'extension subscriptions' })),
  ];

  it('maps each to a French catalogue message of its own, never the generic one', () => {
    const unmapped = cases.flatMap(({ text, from }) => {
      const descriptor = knownServerMessage(text);
      if (!descriptor || descriptor.id === validationMessages.formError.id) {
        return [`${from}: ${text}`];
      }
      const french = catalogue[descriptor.id];
      if (!french) return [`${from}: ${text} → ${descriptor.id} has no French`];
      const shown = intl.formatMessage(descriptor, descriptor.values);
      return shown === text ? [`${from}: ${text} is shown as it is`] : [];
    });
    expect(unmapped).toEqual([]);
  });

  it('says what went wrong on a cart line and with a coupon, in French', () => {
    const missing = knownServerMessage("Cart doesn't contain the MTE0 item.");
    expect(missing && intl.formatMessage(missing)).toBe(
      'Cet article n’est plus dans votre panier. Actualisez la page et réessayez.',
    );
    const coupon = knownServerMessage(
      "The coupon code isn't valid. Verify the code and try again.",
    );
    expect(coupon && intl.formatMessage(coupon)).toBe(
      'Ce code promo n’est pas valable. Vérifiez-le et réessayez.',
    );
    const max = knownServerMessage('The most you may purchase is 10000.');
    expect(max && intl.formatMessage(max, max.values)).toBe(
      'Vous pouvez commander au plus 10000 exemplaires de ce produit.',
    );
  });

  it('says why a subscription is refused, in French', () => {
    const guest = knownServerMessage('A subscription needs a customer account.');
    expect(guest && intl.formatMessage(guest)).toBe(
      'Un abonnement nécessite un compte client\u00a0: connectez-vous ou créez votre compte.',
    );
    const frequency = knownServerMessage('The frequency 45 days is not offered for this product.');
    expect(frequency && intl.formatMessage(frequency, frequency.values)).toBe(
      'La livraison tous les 45 jours n’est pas proposée pour ce produit.',
    );
  });

  it('falls back on the generic French form error for a text nobody knows', () => {
    expect(knownServerMessage('Something entirely new happened.')).toBeNull();
  });
});
