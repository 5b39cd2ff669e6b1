import type { PaymentSnapshot } from '@vitrine/checkout-machine';
import { selectNeedsRetry, selectPaymentFlags } from '@vitrine/checkout-machine';
import { Button, FormError } from '@vitrine/ui';
import type { MessageDescriptor } from '@vitrine/validation';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AnyActorRef } from 'xstate';
import { waitFor } from 'xstate';
import { useIntl } from '../../i18n/shop-intl.tsx';
import type { ShopRuntime } from '../runtime/runtime.client.ts';
import { CardForm, useCardForm } from './card-form.tsx';
import { tokeniseCard } from './card-token.ts';
import { cardMessages } from './card.messages.ts';
import { describePaymentError } from './checkout-errors.ts';
import type { CheckoutActor } from './checkout-session.ts';
import { checkoutMessages } from './checkout.messages.ts';
import styles from './checkout.module.css';
import { ThreeDSDialog } from './three-ds-dialog.tsx';

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

/**
 * The card payment of the last step (our own drop-in, decision 082): the card form, then one
 * button that tokenises the card with the provider, places the order (the checkout starts the
 * payment session) and pays. 3-D Secure runs in between: the fingerprint silently, the challenge
 * in a dialog. A refusal leaves the form with its message and the cart as it was; a lost answer
 * offers only a retry with the same idempotency key. Nothing here can start a second payment
 * while one is under way: the button is disabled, and the machines ignore a second submit.
 */
export function CardPayment({
  actor,
  runtime,
  amount,
  storeName,
}: {
  actor: CheckoutActor;
  runtime: ShopRuntime;
  amount: string;
  storeName: string;
}) {
  const intl = useIntl();
  const form = useCardForm();
  const [securing, setSecuring] = useState(false);
  const [tokenError, setTokenError] = useState<MessageDescriptor | null>(null);
  const [lastFour, setLastFour] = useState('');
  const busyRef = useRef(false);
  const session = usePaymentSession(actor);
  const placingOther = useSelector(
    actor,
    (snapshot) =>
      (snapshot.matches('placing') && !snapshot.matches({ placing: 'paying' })) ||
      snapshot.matches('finishing'),
  );
  const flags = session ? selectPaymentFlags(session) : null;
  const needsRetry = session ? selectNeedsRetry(session) : false;
  const sessionBusy = session ? session.hasTag('busy') : false;
  const identifying = session?.matches('identifying') ?? false;
  const fingerprintToken = session?.context.action?.token ?? '';

  // The device fingerprint of IdentifyShopper needs no shopper: the drop-in answers it at once.
  useEffect(() => {
    if (identifying) {
      actor.send({ type: 'threeds.fingerprint', details: { threeDSResult: fingerprintToken } });
    }
  }, [actor, identifying, fingerprintToken]);

  const pay = async () => {
    if (busyRef.current) return;
    setTokenError(null);
    if (!form.check()) return;
    busyRef.current = true;
    setSecuring(true);
    try {
      const token = await tokeniseCard(runtime, form.values);
      if (!token.ok) {
        setTokenError(token.message);
        form.setProviderErrors(token.fields);
        return;
      }
      setLastFour(token.data.lastFour ?? '');
      if (actor.getSnapshot().matches('review')) {
        actor.send({ type: 'order.place' });
        const placed = await waitFor(
          actor,
          (snapshot) => snapshot.matches({ placing: 'paying' }) || !snapshot.matches('placing'),
        );
        // Refused before the payment (the shipping confirmation): the step shows why.
        if (!placed.matches({ placing: 'paying' })) return;
      }
      actor.send({ type: 'payment.form.change', valid: true, data: token.data });
      actor.send({ type: 'payment.submit' });
    } finally {
      busyRef.current = false;
      setSecuring(false);
    }
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
      <CardForm form={form} disabled={busy} />
      <FormError errors={[tokenError, sessionError]} />
      {needsRetry ? (
        <div className={styles.actions}>
          <Button priority="high" fullWidth onClick={() => actor.send({ type: 'payment.retry' })}>
            {intl.formatMessage(cardMessages.retry)}
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button priority="high" fullWidth busy={busy} disabled={busy} onClick={() => void pay()}>
            {label
              ? intl.formatMessage(label)
              : intl.formatMessage(checkoutMessages.placeOrderAndPay, { amount })}
          </Button>
          {session && !sessionBusy ? (
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
