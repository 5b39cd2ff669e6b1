import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { getBrowserShop } from '../../lib/browser-shop.ts';
import { readSavedCardCodeAsked, readSavedCards } from '../../payment-card/saved-cards.ts';
import type { CheckoutActor } from './checkout-session.ts';

/**
 * A signed-in shopper's saved cards at the card payment: read once the card is the method (only
 * then is the `card-payment` extension's vault method usable) and handed to the checkout machine,
 * which keeps those that can still pay and the shopper's choice. A failed read offers none: the
 * card form still pays. Read beside them: whether the provider asks for a saved card's security
 * code again (`cvcAsked`; store config `payment_saved_card_cvc`).
 */
export function useSavedCards(actor: CheckoutActor) {
  const signedIn = useSelector(actor, (snapshot) => snapshot.context.signedIn);
  const savedCards = useSelector(actor, (snapshot) => snapshot.context.savedCards);
  const chosenCard = useSelector(actor, (snapshot) => snapshot.context.chosenCard);
  const saveNewCard = useSelector(actor, (snapshot) => snapshot.context.saveNewCard);
  const [cvcAsked, setCvcAsked] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    const shop = getBrowserShop();
    // Both answers together: a saved card is never offered without the code's field it needs.
    void Promise.all([readSavedCardCodeAsked(shop), readSavedCards(shop)]).then(
      ([asked, result]) => {
        if (!current) return;
        setCvcAsked(asked);
        if (result.ok) actor.send({ type: 'savedCards.set', cards: result.cards, now: new Date() });
      },
    );
    return () => {
      current = false;
    };
  }, [actor, signedIn]);

  return { signedIn, savedCards, chosenCard, saveNewCard, cvcAsked };
}
