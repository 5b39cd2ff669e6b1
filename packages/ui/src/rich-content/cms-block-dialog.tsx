import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useText } from '../i18n/format-message.tsx';
import { Icon } from '../icon/icon.tsx';
import { Shimmer } from '../shimmer/shimmer.tsx';
import { richContentMessages } from './rich-content.messages.ts';
import styles from './rich-content.module.css';
import { RichContent } from './rich-content.tsx';
import { useCmsBlock } from './use-cms-block.ts';

/** Props of {@link CmsBlockDialog}. */
export interface CmsBlockDialogProps {
  identifier: string;
  title: string;
  open: boolean;
  onClose: () => void;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, summary, [tabindex]:not([tabindex="-1"])';

/**
 * A CMS block in a modal dialog (spec §2: a button with a block link). Mounted on the first opening,
 * when the block loads, and kept while closed so it opens instantly the next time. Focus moves into
 * the dialog, stays there (Tab wraps), and returns to the button on close; Escape and the mask close it.
 */
export function CmsBlockDialog({ identifier, title, open, onClose }: CmsBlockDialogProps) {
  const t = useText();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const state = useCmsBlock(identifier);

  useEffect(() => {
    if (!open) return undefined;
    const opener = panel.current?.ownerDocument.activeElement;
    panel.current?.focus();
    const body = panel.current?.ownerDocument.body;
    const overflow = body?.style.overflow;
    if (body !== undefined) body.style.overflow = 'hidden';
    return () => {
      if (body !== undefined) body.style.overflow = overflow ?? '';
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || panel.current === null) return;
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (first === undefined || last === undefined) return;
    const active = panel.current.ownerDocument.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <div className={styles.dialogRoot}>
      <div className={styles.dialogMask} aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        <div className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.dialogClose}
            aria-label={t(richContentMessages.close)}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        <div className={styles.dialogBody} aria-busy={state.status === 'loading' || undefined}>
          {state.status === 'loading' && (
            <>
              <Shimmer height="1.25rem" />
              <Shimmer height="1.25rem" width="70%" />
              <span className={styles.visuallyHiddenText}>
                {t(richContentMessages.blockLoading)}
              </span>
            </>
          )}
          {state.status === 'loaded' && <RichContent content={state.content} />}
          {state.status === 'empty' && <p>{t(richContentMessages.noBlocks)}</p>}
          {state.status === 'failed' && <p role="alert">{t(richContentMessages.blockError)}</p>}
        </div>
      </div>
    </div>,
    document.body,
  );
}
