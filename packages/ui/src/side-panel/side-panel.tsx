import { ModalFrame } from '../internal/modal-frame.tsx';
import type { ModalFrameProps } from '../internal/modal-frame.tsx';
import { duration } from '../tokens/tokens.ts';
import styles from './side-panel.module.css';

/** Props of {@link SidePanel}. */
export type SidePanelProps = ModalFrameProps;

/**
 * A modal side panel (spec §2): a bottom sheet on phones, a 27.25rem panel from the right on
 * desktop (from 1025 px), moving in 384 ms. Same focus, Escape and mask behaviour as Dialog.
 */
export function SidePanel(props: SidePanelProps) {
  return <ModalFrame {...props} styles={styles} exitMs={duration.panel} />;
}
