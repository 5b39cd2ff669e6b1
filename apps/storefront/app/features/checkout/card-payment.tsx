import type { PaymentSnapshot } from '@vitrine/checkout-machine';
import { selectNeedsRetry, selectPaymentFlags } from '@vitrine/checkout-machine';
import { Button, FormError } from '@vitrine/ui';
import { useSelector } from '@xstate/react';
import type { MessageDescriptor } from '@vitrine/validation';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AnyActorRef } from 'xstate';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { CardForm, useCardForm } from './card-form.tsx';
import { cardMessages } from '../../payment-card/card.messages.ts';
import { describePaymentError } from './checkout-errors.ts';
import type { CheckoutActor } from './checkout-session.ts';
import { checkoutMessages } from './checkout.messages.ts';
import styles from './checkout.module.css';
import layout from '../../forms/form-layout.module.css';
import { SavedCardChoice } from './saved-card-choice.tsx';
import { SavedCardCode } from './saved-card-code.tsx';
import { validateSecurityCode } from '../../payment-card/card-fields.ts';
import { savedCardCodeLength } from '../../payment-card/saved-cards.ts';
import { ThreeDSDialog } from './three-ds-dialog.tsx';
import { useSavedCards } from './use-saved-cards.ts';
import { subscriptionCheckoutMessages } from './subscription-checkout.messages.ts';

/** The payment session's snapshot, or null while the checkout has none. */
function usePaymentSession(actor: CheckoutActor): PaymentSnapshot | null {
  const session = useSelector(
    actor,
    (snapshot) => (snapshot.children as Record<string, AnyActorRef | undefined>)['payment'],
  );
  return useSyncExternalStore(
    (onChange) => {
      if (!session) return () => undefined;
      const subscription = session.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => (session ? (session.getSnapshot() as PaymentSnapshot) : null),
    () => null,
  );
}

/** No field problems: one object, so the form is not told again of nothing. */
const NO_CARD_FIELDS: Readonly<Record<string, MessageDescriptor>> = {};

/**
 * The card payment of the last step (our own drop-in, decision 082): the card form, then one
 * button that sends the card with the order (`order.place`; the checkout starts the payment
 * session, which tokenises the card with the provider and pays) or, once the session is open,
 * to the session (`payment.card.submit`). 3-D Secure runs in the session: the fingerprint
 * answered by its actor, the challenge in a dialog, answered by the shopper. This component only
 * renders the machines' state and sends events (decision 110). A refusal leaves the form with its message and the cart as it was; a lost answer
 * offers only a retry with the same idempotency key. Nothing here can start a second payment
 * while one is under way: the button is disabled, and the machines ignore a second submit.
 */
export function CardPayment({
  actor,
  amount,
  storeName,
  subscription = false,
}: {
  actor: CheckoutActor;
  amount: string;
  storeName: string;
  /** The cart holds a subscription: a new card is saved for its renewals, not by choice. */
  subscription?: boolean;
}) {
  const intl = useIntl();
  const form = useCardForm();
  const session = usePaymentSession(actor);
  const { signedIn, savedCards, chosenCard, saveNewCard, cvcAsked } = useSavedCards(actor);
  const chosen = savedCards.find((card) => card.publicHash === chosenCard) ?? null;
  // The chosen saved card's security code, when the provider asks for it again: sent with one
  // attempt, then let go of (each attempt asks for it again).
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<MessageDescriptor | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  // Another card chosen: its code starts empty (reset while rendering, not one frame later).
  const [codeCard, setCodeCard] = useState(chosenCard);
  if (codeCard !== chosenCard) {
    setCodeCard(chosenCard);
    setCode('');
    setCodeError(null);
  }
  // A subscription's renewals are paid with the card kept now: saving it is not a choice.
  useEffect(() => {
    if (subscription && signedIn && !saveNewCard) actor.send({ type: 'card.save', save: true });
  }, [actor, subscription, signedIn, saveNewCard]);
  // The card is on its way to the session: sent with the order, not yet tokenising.
  const cardSent = useSelector(actor, (snapshot) => snapshot.context.pendingCard !== null);
  const placingOther = useSelector(
    actor,
    (snapshot) =>
      (snapshot.matches('placing') && !snapshot.matches({ placing: 'paying' })) ||
      snapshot.matches('finishing'),
  );
  const flags = session ? selectPaymentFlags(session) : null;
  const needsRetry = session ? selectNeedsRetry(session) : false;
  const sessionBusy = session ? session.hasTag('busy') : false;
  const securing = (session?.hasTag('tokenising') ?? false) || (cardSent && placingOther);
  const tokenError = session?.context.cardError ?? null;
  const cardFields = session?.context.cardFields ?? NO_CARD_FIELDS;
  const lastFour = session?.context.formData?.lastFour ?? '';
  // The "other method" choice follows a payment attempt, not a card the provider sent back: the
  // checkout machine's own flag (the one that keeps the steps locked, `selectStepsEditable`).
  const attempted = useSelector(actor, (snapshot) => snapshot.context.paymentAttempted);

  // The provider's verdicts go under their fields (and the focus to the first), as the form's.
  const { setProviderErrors } = form;
  useEffect(() => {
    if (cardFields === NO_CARD_FIELDS) return;
    if (session?.context.savedCard) {
      // The provider's verdict on a saved card's code goes under that code.
      const verdict = cardFields['cvc'];
      if (verdict) {
        setCodeError(verdict);
        codeInput.current?.focus();
      }
      return;
    }
    setProviderErrors(cardFields);
  }, [cardFields, setProviderErrors, session?.context.savedCard]);

  const pay = () => {
    if (securing || sessionBusy || placingOther) return;
    const inReview = actor.getSnapshot().matches('review');
    // A saved card: the order goes with the chosen card (the machine knows which), or the open
    // session pays again with it.
    if (chosenCard !== null) {
      let securityCode: { securityCode: string } | null = null;
      if (cvcAsked && chosen) {
        const problem = validateSecurityCode(code, savedCardCodeLength(chosen));
        if (problem) {
          setCodeError(problem);
          codeInput.current?.focus();
          return;
        }
        securityCode = { securityCode: code.trim() };
        setCode('');
        setCodeError(null);
      }
      actor.send(
        inReview
          ? { type: 'order.place', ...securityCode }
          : { type: 'savedCard.pay', ...securityCode },
      );
      return;
    }
    if (!form.check()) return;
    const card = { ...form.values };
    // The first press places the order with the card; later ones pay in the open session.
    if (inReview) actor.send({ type: 'order.place', card });
    else actor.send({ type: 'payment.card.submit', card });
  };

  const challenging = session?.matches('challenging') ?? false;
  const checkingChallenge =
    (session?.matches('submittingDetails') ?? false) &&
    session?.context.details !== null &&
    'challengeResult' in (session?.context.details ?? {});
  const sessionError = session
    ? describePaymentError(session.context.error, session.context.failure)
    : null;
  const busy = securing || sessionBusy || placingOther;
  // What is under way, on the button and for screen readers; nothing while a retry is awaited.
  const label = securing
    ? cardMessages.securing
    : needsRetry
      ? null
      : flags?.threeDSInProgress
        ? cardMessages.verifying
        : sessionBusy || placingOther
          ? cardMessages.paying
          : null;

  return (
    <div className={styles.review}>
      {savedCards.length > 0 ? (
        <SavedCardChoice
          cards={savedCards}
          chosen={chosenCard}
          disabled={busy}
          onChoose={(publicHash) => actor.send({ type: 'card.choose', publicHash })}
        />
      ) : null}
      {chosen && cvcAsked ? (
        <SavedCardCode
          card={chosen}
          value={code}
          error={codeError}
          disabled={busy}
          inputRef={codeInput}
          onChange={(value) => {
            setCode(value);
            setCodeError(null);
          }}
        />
      ) : null}
      {chosenCard === null ? (
        <CardForm
          form={form}
          disabled={busy}
          save={
            signedIn
              ? {
                  checked: subscription || saveNewCard,
                  onChange: (save) => actor.send({ type: 'card.save', save }),
                  ...(subscription ? { locked: subscriptionCheckoutMessages.saveLocked } : {}),
                }
              : null
          }
        />
      ) : null}
      <FormError errors={[tokenError, sessionError]} />
      {needsRetry ? (
        <div className={layout.actions}>
          <Button priority="high" fullWidth onClick={() => actor.send({ type: 'payment.retry' })}>
            {intl.formatMessage(cardMessages.retry)}
          </Button>
        </div>
      ) : (
        <div className={layout.actions}>
          <Button priority="high" fullWidth busy={busy} disabled={busy} onClick={pay}>
            {label
              ? intl.formatMessage(label)
              : intl.formatMessage(checkoutMessages.placeOrderAndPay, { amount })}
          </Button>
          {session && !sessionBusy && attempted ? (
            <Button
              priority="low"
              onClick={() => actor.send({ type: 'step.edit', step: 'paymentMethod' })}
            >
              {intl.formatMessage(cardMessages.otherMethod)}
            </Button>
          ) : null}
        </div>
      )}
      <p className={styles.visuallyHidden} role="status">
        {label ? intl.formatMessage(label) : ''}
      </p>
      <ThreeDSDialog
        isOpen={challenging || checkingChallenge}
        checking={checkingChallenge}
        amount={amount}
        storeName={storeName}
        lastFour={lastFour}
        onAnswer={(code) =>
          actor.send({ type: 'threeds.challenge', details: { challengeResult: code } })
        }
        onCancel={() => actor.send({ type: 'threeds.cancel' })}
      />
    </div>
  );
}
