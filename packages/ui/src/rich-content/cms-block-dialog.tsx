import { Dialog } from '../dialog/dialog.tsx';
import { useText } from '../i18n/format-message.tsx';
import { Shimmer } from '../shimmer/shimmer.tsx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
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

/**
 * A CMS block in the design system's dialog (spec §2: a button with a block link). Mounted on the
 * first opening, when the block loads, and kept while closed so it opens instantly the next time.
 */
export function CmsBlockDialog({ identifier, title, open, onClose }: CmsBlockDialogProps) {
  const t = useText();
  const state = useCmsBlock(identifier);
  return (
    <Dialog isOpen={open} onClose={onClose} title={title}>
      <div className={styles.dialogBody} aria-busy={state.status === 'loading' || undefined}>
        {state.status === 'loading' && (
          <>
            <Shimmer height="1.25rem" />
            <Shimmer height="1.25rem" width="70%" />
            <VisuallyHidden>{t(richContentMessages.blockLoading)}</VisuallyHidden>
          </>
        )}
        {state.status === 'loaded' && <RichContent content={state.content} />}
        {state.status === 'empty' && <p>{t(richContentMessages.noBlocks)}</p>}
        {state.status === 'failed' && <p role="alert">{t(richContentMessages.blockError)}</p>}
      </div>
    </Dialog>
  );
}
