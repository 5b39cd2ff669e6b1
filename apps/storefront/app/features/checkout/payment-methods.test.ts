import { describe, expect, it } from 'vitest';
import { checkoutMessages } from './checkout.messages.ts';
import { CARD_METHOD_CODE, paymentChoices, paymentKindOf } from './payment-methods.ts';

/** What a backend may list: the card of the extension, a saved card, Magento's own methods. */
const LISTED = [
  { code: 'vitrine_card', title: 'Carte bancaire' },
  { code: 'vitrine_card_vault', title: 'Carte enregistrée' },
  { code: 'banktransfer', title: 'Virement bancaire' },
  { code: 'checkmo', title: 'Check / Money order' },
  { code: 'cashondelivery', title: 'Cash On Delivery' },
  { code: 'purchaseorder', title: 'Purchase Order' },
  { code: 'braintree', title: 'Credit Card (Braintree)' },
];

describe('payment methods', () => {
  it('pays the card through the payment session and everything else directly', () => {
    expect(paymentKindOf(CARD_METHOD_CODE)).toBe('card');
    expect(paymentKindOf('banktransfer')).toBe('offline');
    expect(paymentKindOf('checkmo')).toBe('offline');
  });

  it("offers the server's methods in its order, with the shop's titles, the card when the backend offers it", () => {
    const choices = paymentChoices(LISTED, { cardPayment: true });
    expect(choices.map((choice) => choice.code)).toEqual([
      'vitrine_card',
      'banktransfer',
      'checkmo',
      'cashondelivery',
    ]);
    expect(choices[0]).toMatchObject({ kind: 'card', title: checkoutMessages.paymentCard });
    // A method the shop has no title for shows the backend's.
    expect(choices[2]).toMatchObject({
      kind: 'offline',
      title: null,
      serverTitle: 'Check / Money order',
    });
  });

  it('offers exactly the offline methods the backend lists without the card-payment extension', () => {
    const choices = paymentChoices(LISTED, { cardPayment: false });
    expect(choices.map((choice) => [choice.code, choice.kind])).toEqual([
      ['banktransfer', 'offline'],
      ['checkmo', 'offline'],
      ['cashondelivery', 'offline'],
    ]);
    // A stock Magento with only bank transfer: bank transfer, nothing else.
    expect(
      paymentChoices([{ code: 'banktransfer', title: 'Bank Transfer Payment' }], {
        cardPayment: false,
      }).map((choice) => choice.code),
    ).toEqual(['banktransfer']);
  });

  it('never offers a method that needs data the checkout cannot collect', () => {
    const codes = paymentChoices(LISTED, { cardPayment: true }).map((choice) => choice.code);
    expect(codes).not.toContain('purchaseorder');
    expect(codes).not.toContain('braintree');
    expect(codes).not.toContain('vitrine_card_vault');
  });

  it('offers the card only when the backend lists it, even with the extension', () => {
    const choices = paymentChoices([{ code: 'free', title: 'No Payment Information Required' }], {
      cardPayment: true,
    });
    expect(choices.map((choice) => choice.code)).toEqual(['free']);
    expect(choices[0]?.title).toBe(checkoutMessages.paymentFree);
  });
});
