import type { CommerceError } from '@vitrine/commerce-primitives';
import { useToasts } from '@vitrine/ui';
import type { MessageDescriptor } from '@vitrine/validation';
import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router';
import { accountMessages } from '../../account-session/account.messages.ts';
import { describeCommerceError } from '../../forms/server-messages.ts';

/** What {@link useSave} gives a form or a button. */
export interface SaveState {
  pending: boolean;
  error: MessageDescriptor | string | null;
  /**
   * Runs `save`; on success shows `done` as a toast (or the generic 'saved' one), reloads the
   * page's data and resolves true; on failure keeps the error for the form and resolves false.
   */
  run: (
    save: () => Promise<{ ok: true } | { ok: false; error: CommerceError }>,
    done?: MessageDescriptor | null,
  ) => Promise<boolean>;
  clearError: () => void;
}

/** A save action of an account page: progress, error, toast, fresh data afterwards. */
export function useSave(): SaveState {
  const { addToast } = useToasts();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<MessageDescriptor | string | null>(null);
  const run = useCallback<SaveState['run']>(
    async (save, done = accountMessages.saved) => {
      setPending(true);
      setError(null);
      try {
        const result = await save();
        if (!result.ok) {
          setError(describeCommerceError(result.error));
          return false;
        }
        if (done) addToast({ type: 'success', message: done });
        await revalidator.revalidate();
        return true;
      } finally {
        setPending(false);
      }
    },
    [addToast, revalidator],
  );
  const clearError = useCallback(() => setError(null), []);
  return { pending, error, run, clearError };
}
