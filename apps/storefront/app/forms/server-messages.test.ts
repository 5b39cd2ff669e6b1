import { validationMessages } from '@vitrine/validation';
import { describe, expect, it } from 'vitest';
import {
  asCurrentPasswordError,
  describeCommerceError,
  knownServerMessage,
  localizeSessionError,
} from './server-messages.ts';
import { commerceMessages } from './commerce-messages.messages.ts';
import { serverMessages } from './server-messages.messages.ts';

describe('the server texts the shopper reads in French', () => {
  it('recognises Magento’s sign-in refusal', () => {
    expect(
      knownServerMessage(
        'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
      ),
    ).toBe(serverMessages.signInIncorrect);
  });

  it('carries the numbers of the password policy over', () => {
    expect(
      knownServerMessage(
        'The password needs at least 12 characters. Create a new password and try again.',
      ),
    ).toEqual({ ...serverMessages.passwordTooShort, values: { count: '12' } });
    expect(
      knownServerMessage(
        'Minimum of different classes of characters in password is 4. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
      ),
    ).toEqual({ ...serverMessages.passwordClasses, values: { count: '4' } });
  });

  it('keeps the support address of the reset throttling', () => {
    expect(
      knownServerMessage(
        'We received too many requests for password resets. Please wait and try again later or contact conseil@orsalis.example.',
      ),
    ).toEqual({
      ...serverMessages.tooManyResetRequests,
      values: { contact: 'conseil@orsalis.example' },
    });
  });

  it('recognises Magento’s refusals of the newsletter, the address book and order tracking', () => {
    const cases: [string, unknown][] = [
      [
        'Guests can not subscribe to the newsletter. You must create an account to subscribe.',
        serverMessages.newsletterGuests,
      ],
      ['This email address is already subscribed.', serverMessages.alreadySubscribed],
      ['This email address is already assigned to another user.', serverMessages.emailOfAnother],
      ['Enter a valid email address.', serverMessages.invalidEmail],
      ['Cannot create a newsletter subscription.', serverMessages.newsletterUnavailable],
      [
        'Customer Address 2 is set as default billing address and can not be deleted',
        serverMessages.defaultBilling,
      ],
      [
        'Customer Address with the specified ID is set as default shipping address and can not be deleted',
        serverMessages.defaultShipping,
      ],
      [
        'Customer Address 7 is set as default billing address and cannot be deleted',
        serverMessages.defaultBilling,
      ],
      ['Please login to view the order.', serverMessages.orderOfCustomer],
      ["We couldn't locate an order with the information provided.", serverMessages.orderNotFound],
    ];
    for (const [text, descriptor] of cases) expect(knownServerMessage(text), text).toBe(descriptor);
  });

  it('returns null for a text it does not know', () => {
    expect(knownServerMessage('Something new happened.')).toBeNull();
  });

  it('shows the generic form error for an English text it does not know', () => {
    expect(describeCommerceError({ code: 'user', messages: ['Something new happened.'] })).toBe(
      validationMessages.formError,
    );
    expect(
      localizeSessionError({
        id: 'session.serverMessage',
        defaultMessage: '{message}',
        values: { message: 'Something new happened.' },
      }),
    ).toBe(validationMessages.formError);
  });

  it('shows the unexpected-error text for a network failure, never the technical message', () => {
    expect(describeCommerceError({ code: 'network', message: 'fetch failed' })).toBe(
      serverMessages.unexpected,
    );
  });

  it('shows the first of several messages (spec §5)', () => {
    expect(
      describeCommerceError({
        code: 'user',
        messages: ['This email address is already subscribed.', 'Other.'],
      }),
    ).toBe(serverMessages.alreadySubscribed);
  });

  it('translates the session package’s pass-through descriptor and leaves others alone', () => {
    expect(
      localizeSessionError({
        id: 'session.serverMessage',
        defaultMessage: '{message}',
        values: {
          message:
            'A customer with the same email address already exists in an associated website.',
        },
      }),
    ).toBe(serverMessages.emailTaken);
    const unexpected = { id: 'session.unexpectedError', defaultMessage: 'Sorry!' };
    expect(localizeSessionError(unexpected)).toBe(unexpected);
    expect(localizeSessionError(null)).toBeNull();
  });

  it('says the current password is wrong, not the e-mail, where the current password is checked', () => {
    const refused = knownServerMessage(
      'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
    );
    expect(asCurrentPasswordError(refused)).toBe(commerceMessages.currentPasswordWrong);
    expect(asCurrentPasswordError(serverMessages.tooManyRequests)).toBe(
      serverMessages.tooManyRequests,
    );
    expect(asCurrentPasswordError(null)).toBeNull();
  });
});
