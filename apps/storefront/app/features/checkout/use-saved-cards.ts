import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { getBrowserShop } from '../../lib/browser-shop.ts';
import { readSavedCards } from '../../payment-card/saved-cards.ts';
import type { CheckoutActor } from './checkout-session.ts';

/**
 * A signed-in shopper's saved cards at the card payment: read once the card is the method (only
 * then is the `card-payment` extension's vault method usable) and handed to the checkout machine,
 * which keeps those that can still pay and the shopper's choice. A failed read offers none: the
 * card form still pays.
 */
export function useSavedCards(actor: CheckoutActor) {
  const signedIn = useSelector(actor, (snapshot) => snapshot.context.signedIn);
  const savedCards = useSelector(actor, (snapshot) => snapshot.context.savedCards);
  const chosenCard = useSelector(actor, (snapshot) => snapshot.context.chosenCard);
  const saveNewCard = useSelector(actor, (snapshot) => snapshot.context.saveNewCard);

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    void readSavedCards(getBrowserShop()).then((result) => {
      if (current && result.ok) {
        actor.send({ type: 'savedCards.set', cards: result.cards, now: new Date() });
      }
    });
    return () => {
      current = false;
    };
  }, [actor, signedIn]);

  return { signedIn, savedCards, chosenCard, saveNewCard };
}
