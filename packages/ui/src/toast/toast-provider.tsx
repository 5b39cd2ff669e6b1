import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useLazyActor } from '../internal/use-lazy-actor.ts';
import { lazyToastMachine } from '../machines/lazy-machines.ts';
import { selectToasts, toToast } from '../machines/toast.model.ts';
import type { Toast, ToastProps } from '../machines/toast.model.ts';
import { ToastContainer } from './toast-container.tsx';

/** What {@link useToasts} gives. */
export interface ToastApi {
  /**
   * Shows a toast and returns its id. Throws the spec's misuse errors for a toast without type or
   * message, or one that could never leave the screen.
   */
  addToast: (props: ToastProps) => string;
  removeToast: (id: string) => void;
  clearToasts: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const NO_TOASTS: Toast[] = [];

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children?: ReactNode;
  /** Clock for toast timestamps; tests pass a fixed one. @defaultValue Date.now */
  now?: () => number;
}

/**
 * Holds the app's toast queue (the toast machine) and renders the toasts. Place it once near the
 * app root; anything below adds toasts with {@link useToasts}.
 */
export function ToastProvider({ children, now = Date.now }: ToastProviderProps) {
  // The queue's machine (and XState) is fetched with the first toast (decision 007).
  const [snapshot, actor] = useLazyActor(lazyToastMachine);
  const toasts = useMemo(() => (snapshot ? selectToasts(snapshot) : NO_TOASTS), [snapshot]);
  const api = useMemo<ToastApi>(
    () => ({
      addToast: (props) => {
        const toast = toToast(props, now());
        actor.send({ type: 'toast.add', toast });
        return toast.id;
      },
      removeToast: (id) => actor.send({ type: 'toast.remove', id }),
      clearToasts: () => actor.sendIfRunning({ type: 'toast.clear' }),
    }),
    [actor, now],
  );
  return (
    <ToastContext value={api}>
      {children}
      <ToastContainer toasts={toasts} onRemove={api.removeToast} />
    </ToastContext>
  );
}

/** The toast API of the nearest {@link ToastProvider}. */
export function useToasts(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToasts must be used inside a ToastProvider');
  return api;
}
