import { missingCheckoutInformation, paymentMessages } from '@vitrine/checkout-machine';
import { describe, expect, it } from 'vitest';
import {
  describeCheckoutError,
  describePaymentError,
  translateServerMessage,
} from './checkout-errors.ts';
import { checkoutErrorMessages } from './checkout-errors.messages.ts';

const serverSaid = (message: string) => ({ code: 'user' as const, messages: [message] });

describe('translateServerMessage', () => {
  it("turns Magento's texts into the shop's French messages", () => {
    expect(translateServerMessage(serverSaid('Guest email for cart is missing.'))).toBe(
      checkoutErrorMessages.guestEmail,
    );
    expect(
      translateServerMessage(
        serverSaid(
          'This shipping method is not available. To use this shipping method, please contact us.',
        ),
      ),
    ).toBe(checkoutErrorMessages.shippingMethodUnavailable);
    expect(translateServerMessage(serverSaid('The requested qty is not available'))).toBe(
      checkoutErrorMessages.stock,
    );
    expect(
      translateServerMessage(serverSaid('The requested Payment Method is not available.')),
    ).toBe(checkoutErrorMessages.paymentMethodUnavailable);
  });

  it('reads every message of a joined answer until one is known', () => {
    expect(
      translateServerMessage({
        code: 'user',
        messages: ['Something new', 'Some of the products are out of stock.'],
      }),
    ).toBe(checkoutErrorMessages.stock);
  });

  it('treats the invalid-cart messages as a cart to check again', () => {
    expect(
      translateServerMessage({ code: 'invalid_cart', message: "The cart isn't active." }),
    ).toBe(checkoutErrorMessages.invalidCart);
  });

  it('answers null for a text it does not know', () => {
    expect(translateServerMessage(serverSaid('Unknown problem.'))).toBeNull();
  });
});

describe('describeCheckoutError', () => {
  it("keeps the machine's own message for a check made before any call", () => {
    const message = missingCheckoutInformation('email');
    expect(describeCheckoutError('shippingAddress', { error: null, message })).toBe(message);
  });

  it('falls back to the generic message of a step or of the order', () => {
    const failure = { error: serverSaid('Unknown problem.'), message: paymentMessages.error };
    expect(describeCheckoutError('billingAddress', failure)).toBe(checkoutErrorMessages.stepFailed);
    expect(describeCheckoutError('order', failure)).toBe(checkoutErrorMessages.orderFailed);
  });

  it('says a retry is safe when the answer to the order was lost', () => {
    const failure = {
      error: { code: 'network' as const, message: 'Failed to fetch' },
      message: paymentMessages.error,
    };
    expect(describeCheckoutError('order', failure, true)).toBe(
      checkoutErrorMessages.orderInterrupted,
    );
    expect(describeCheckoutError('order', failure, false)).toBe(checkoutErrorMessages.network);
    expect(describeCheckoutError('shippingMethod', failure, true)).toBe(
      checkoutErrorMessages.network,
    );
  });
});

describe('describePaymentError', () => {
  it("shows the payment session's own messages as they are", () => {
    expect(describePaymentError(paymentMessages.refused, null)).toBe(paymentMessages.refused);
  });

  it("translates a rejected call's server text, never showing it raw", () => {
    const raw = { id: 'cart.serverMessage', defaultMessage: '{message}' };
    expect(
      describePaymentError(raw, serverSaid('The cart changed during the payment. Review it.')),
    ).toBe(checkoutErrorMessages.cartChanged);
    expect(describePaymentError(raw, serverSaid('Anything else'))).toBe(
      checkoutErrorMessages.orderFailed,
    );
    expect(describePaymentError(raw, { code: 'network', message: 'x' })).toBe(
      checkoutErrorMessages.network,
    );
  });

  it('shows nothing without an error', () => {
    expect(describePaymentError(null, null)).toBeNull();
  });
});
