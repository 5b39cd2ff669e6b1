import { Icon } from '../icon/icon.tsx';
import styles from './rich-content.module.css';

/** Two bars while playing (press to pause), a play triangle while paused. */
export function PauseButtonContent({ playing }: { playing: boolean }) {
  if (!playing) return <Icon name="chevron-right" size={16} />;
  return (
    <>
      <span className={styles.pauseBar} aria-hidden="true" />
      <span className={styles.pauseBar} aria-hidden="true" />
    </>
  );
}
