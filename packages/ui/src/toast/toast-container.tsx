import { Icon } from '../icon/icon.tsx';
import type { IconName } from '../icon/icon.paths.tsx';
import { iconPaths } from '../icon/icon.paths.tsx';
import { useText } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import { toastMessages } from '../machines/toast.messages.ts';
import type { Toast, ToastType } from '../machines/toast.model.ts';
import styles from './toast.module.css';

const typeIcons: Record<ToastType, IconName> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
};

/** Props of {@link ToastContainer}. */
export interface ToastContainerProps {
  toasts: readonly Toast[];
  /** Removes a toast (after its own `onDismiss` ran). */
  onRemove: (id: string) => void;
}

/**
 * The stack of toasts (layer 90): bottom of the screen on phones, top right on desktop. Errors are
 * alerts, the rest polite status messages, so screen readers hear each once.
 */
export function ToastContainer({ toasts, onRemove }: ToastContainerProps) {
  const t = useText();
  return (
    <section className={styles.container} aria-label={t(toastMessages.region)}>
      <ol className={styles.list}>
        {toasts.map((toast) => (
          <li key={toast.id} className={styles.item}>
            <div
              className={cx(styles.toast, styles[toast.type])}
              role={toast.type === 'error' ? 'alert' : 'status'}
              data-duplicate={toast.isDuplicate || undefined}
            >
              <Icon
                name={
                  toast.icon && toast.icon in iconPaths
                    ? (toast.icon as IconName)
                    : typeIcons[toast.type]
                }
                size={20}
                className={styles.icon}
              />
              <p className={styles.message}>{t(toast.message)}</p>
              {toast.onAction && toast.actionText ? (
                <button
                  type="button"
                  className={styles.action}
                  onClick={() => toast.onAction?.(() => onRemove(toast.id))}
                >
                  {t(toast.actionText)}
                </button>
              ) : null}
              {toast.dismissable ? (
                <button
                  type="button"
                  className={styles.dismiss}
                  aria-label={t(toastMessages.dismiss)}
                  onClick={() => {
                    toast.onDismiss?.();
                    onRemove(toast.id);
                  }}
                >
                  <Icon name="close" size={18} />
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
