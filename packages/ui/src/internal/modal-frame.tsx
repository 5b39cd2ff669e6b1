import { useId, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { fieldMessages } from '../field/field.messages.ts';
import { Icon } from '../icon/icon.tsx';
import { useText } from '../i18n/format-message.tsx';
import type { Translatable } from '../i18n/format-message.tsx';
import { cx } from './cx.ts';
import { useBodyScrollLock, useEscape, useFocusTrap, useMounted, usePresence } from './modal.ts';

/**
 * A modal surface's CSS module: it provides `root`, `mask`, `surface`, `header`, `title`, `close`,
 * `body` and `footer`.
 */
export type ModalFrameStyles = Readonly<Record<string, string>>;

/** Props shared by Dialog and SidePanel. */
export interface ModalFrameProps {
  isOpen: boolean;
  onClose: () => void;
  title: Translatable;
  children?: ReactNode;
  /** Buttons at the bottom (confirm, cancel). */
  footer?: ReactNode;
  /** Element to focus on open; by default the surface itself, so the title is read first. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * The mechanics of a modal surface: portal, mask, Escape, focus trapped inside and restored after,
 * page scroll locked, and a `data-state` of open → closing → closed so CSS can animate the exit
 * for `exitMs` before the surface unmounts.
 */
export function ModalFrame({
  isOpen,
  onClose,
  title,
  children,
  footer,
  initialFocusRef,
  className,
  styles,
  exitMs,
}: ModalFrameProps & { styles: ModalFrameStyles; exitMs: number }) {
  const t = useText();
  const titleId = useId();
  const surfaceRef = useRef<HTMLDivElement>(null);
  const mounted = useMounted();
  const state = usePresence(isOpen, exitMs);
  const visible = state !== 'closed';
  useFocusTrap(surfaceRef, mounted && state === 'open', initialFocusRef ?? surfaceRef);
  useEscape(state === 'open', onClose);
  useBodyScrollLock(visible);

  if (!mounted || !visible) return null;
  return createPortal(
    <div className={cx(styles.root, className)} data-state={state}>
      <div className={styles.mask} aria-hidden="true" onClick={onClose} />
      <div
        ref={surfaceRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.surface}
        data-state={state}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t(title)}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={t(fieldMessages.close)}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}
