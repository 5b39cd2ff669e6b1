import { describe, expect, it } from 'vitest';
import { checkoutMessages } from './checkout.messages.ts';
import { CARD_METHOD_CODE, paymentChoices, paymentKindOf } from './payment-methods.ts';

describe('payment methods', () => {
  it('pays the card through the payment session and everything else directly', () => {
    expect(paymentKindOf(CARD_METHOD_CODE)).toBe('card');
    expect(paymentKindOf('banktransfer')).toBe('offline');
    expect(paymentKindOf('checkmo')).toBe('offline');
  });

  it("offers the server's methods in its order, with the shop's titles, without the saved card", () => {
    const choices = paymentChoices([
      { code: 'vitrine_card', title: 'Carte bancaire' },
      { code: 'vitrine_card_vault', title: 'Carte enregistrée' },
      { code: 'banktransfer', title: 'Virement bancaire' },
      { code: 'checkmo', title: 'Chèque' },
    ]);
    expect(choices.map((choice) => choice.code)).toEqual([
      'vitrine_card',
      'banktransfer',
      'checkmo',
    ]);
    expect(choices[0]).toMatchObject({ kind: 'card', title: checkoutMessages.paymentCard });
    expect(choices[2]).toMatchObject({ kind: 'offline', title: null, serverTitle: 'Chèque' });
  });
});
