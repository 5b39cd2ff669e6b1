import { useToasts } from '@vitrine/ui';
import type { MessageDescriptor } from '@vitrine/validation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { describeCommerceError } from '../../forms/server-messages.ts';
import { changeSubscription } from './subscriptions.data.ts';
import type { CustomerSubscription, SubscriptionChange } from './subscriptions.data.ts';

/** What the page knows of the changes: the list as last answered, the one under way, the error. */
export interface SubscriptionChanges {
  readonly subscriptions: readonly CustomerSubscription[];
  /** The change being sent; every action waits until it is answered. */
  readonly pending: SubscriptionChange | null;
  /** The last refusal, on the subscription it was about. */
  readonly error: { readonly uid: string; readonly message: MessageDescriptor } | null;
  /**
   * Sends `change` (ignored while another is under way, so a double click sends one); on success
   * puts the answered subscription in place and shows `done`'s toast; resolves whether it worked.
   */
  readonly run: (
    change: SubscriptionChange,
    done: (subscription: CustomerSubscription) => MessageDescriptor,
  ) => Promise<boolean>;
}

/** The subscriptions of the page and the changes sent from it. */
export function useSubscriptionChanges(
  loaded: readonly CustomerSubscription[],
): SubscriptionChanges {
  const { addToast } = useToasts();
  const revalidator = useRevalidator();
  const [subscriptions, setSubscriptions] = useState(loaded);
  const [pending, setPending] = useState<SubscriptionChange | null>(null);
  const [error, setError] = useState<SubscriptionChanges['error']>(null);
  // A ref, not the state: two clicks in one frame both see the state before either render.
  const sending = useRef(false);
  useEffect(() => setSubscriptions(loaded), [loaded]);

  const run = useCallback<SubscriptionChanges['run']>(
    async (change, done) => {
      if (sending.current) return false;
      sending.current = true;
      setPending(change);
      setError(null);
      try {
        const result = await changeSubscription(change);
        if (!result.ok) {
          setError({ uid: change.uid, message: describeCommerceError(result.error) });
          // A lost answer may hide a change the server made: show the list as the server has it.
          if (result.error.code === 'network') void revalidator.revalidate();
          return false;
        }
        const answered = result.subscription;
        setSubscriptions((current) =>
          current.map((subscription) =>
            subscription.uid === answered.uid ? answered : subscription,
          ),
        );
        addToast({ type: 'success', message: done(answered) });
        return true;
      } finally {
        sending.current = false;
        setPending(null);
      }
    },
    [addToast, revalidator],
  );

  return { subscriptions, pending, error, run };
}
