import { duration } from '../tokens/tokens.ts';
import { ModalFrame } from '../internal/modal-frame.tsx';
import type { ModalFrameProps } from '../internal/modal-frame.tsx';
import styles from './dialog.module.css';

/** Props of {@link Dialog}. */
export type DialogProps = ModalFrameProps;

/**
 * A modal dialog (spec §4): it slides in from the right on phones and sits centred from 960 px,
 * at most 360 px wide and 90vh high; it opens in 224 ms and closes in 192 ms. Focus is trapped
 * inside while open and returns to the opener afterwards; Escape, the close button and the mask
 * close it.
 */
export function Dialog(props: DialogProps) {
  return <ModalFrame {...props} styles={styles} exitMs={duration.dialogClose} />;
}
