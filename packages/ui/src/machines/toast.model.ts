import type { Translatable } from '../i18n/format-message.tsx';
import { toastErrorMessages } from './toast.messages.ts';

/** The kinds of toast (spec §3). */
export type ToastType = 'info' | 'warning' | 'error' | 'success';

/** Default time a toast stays on screen (spec §9). */
export const DEFAULT_TOAST_TIMEOUT_MS = 5000;

/** What a caller passes to add a toast (spec §3, Toast). */
export interface ToastProps {
  type: ToastType;
  message: Translatable;
  /** An icon name from the icon set; defaults to the type's icon. */
  icon?: string;
  /** Milliseconds before the toast removes itself, or `false` to stay until dismissed. @defaultValue 5000 */
  timeout?: number | false;
  /** Shows a close button. */
  dismissable?: boolean;
  /** Label of the action button, shown when `onAction` is given. */
  actionText?: Translatable;
  /** Called before the toast is removed by its close button. */
  onDismiss?: () => void;
  /** Called by the action button with a function that removes the toast. */
  onAction?: (remove: () => void) => void;
}

/** A toast as the machine holds it. */
export interface Toast extends Omit<ToastProps, 'timeout'> {
  /** Derived from the content, so the same toast added twice is one toast. */
  id: string;
  timeout: number | false;
  /** When the first toast with this id was added. */
  timestamp: number;
  /** True once the same toast has been added again while on screen. */
  isDuplicate: boolean;
}

/**
 * Validates toast props and derives the toast: its id from its content, the default timeout.
 * @throws TypeError with the spec's misuse messages when type or message is missing, or when the
 *   toast could never leave the screen (not dismissable and no timeout).
 */
export function toToast(props: ToastProps, timestamp: number): Toast {
  // Callers from untyped code (or `as` casts) are exactly who this check is for.
  const loose = props as Partial<ToastProps>;
  if (!loose.type) throw new TypeError(toastErrorMessages.typeRequired);
  if (!loose.message) throw new TypeError(toastErrorMessages.messageRequired);
  const timeout = props.timeout ?? DEFAULT_TOAST_TIMEOUT_MS;
  if (!props.dismissable && (timeout === false || timeout <= 0)) {
    throw new TypeError(toastErrorMessages.dismissableOrTimeout);
  }
  return { ...props, timeout, id: toastId(props), timestamp, isDuplicate: false };
}

/**
 * A stable id from what the shopper sees and can do: type, message, icon, action text, timeout and
 * dismissability. Callbacks are left out, since a re-rendered caller passes new function objects for
 * the same toast.
 */
export function toastId(props: ToastProps): string {
  const text = (value: Translatable | undefined) =>
    value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : `${value.id}${JSON.stringify(value.values ?? {})}`;
  const key = [
    props.type,
    text(props.message),
    props.icon ?? '',
    text(props.actionText),
    String(props.timeout ?? DEFAULT_TOAST_TIMEOUT_MS),
    props.dismissable ? '1' : '0',
    props.onAction ? 'a' : '',
  ].join('\u0000');
  return `toast-${fnv1a(key)}`;
}

/** 32-bit FNV-1a, hex: small, fast and deterministic across server and browser. */
function fnv1a(input: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Events of {@link toastMachine}. */
export type ToastEvent =
  | { type: 'toast.add'; toast: Toast }
  | { type: 'toast.remove'; id: string }
  | { type: 'toast.expire'; id: string }
  | { type: 'toast.clear' };

/** Context of {@link toastMachine}: the toasts on screen, by id. */
export interface ToastContext {
  toasts: Record<string, Toast>;
}

/** The toasts on screen, oldest first (a duplicate keeps its place). */
export function selectToasts(snapshot: { context: ToastContext }): Toast[] {
  return Object.values(snapshot.context.toasts).sort((a, b) => a.timestamp - b.timestamp);
}
