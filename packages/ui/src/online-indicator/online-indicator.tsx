import { Icon } from '../icon/icon.tsx';
import { useText } from '../i18n/format-message.tsx';
import { onlineIndicatorMessages } from './online-indicator.messages.ts';
import styles from './online-indicator.module.css';

/** Props of {@link OnlineIndicator}. */
export interface OnlineIndicatorProps {
  isOnline: boolean;
}

/**
 * The header's connectivity hint (spec §2): nothing while online; an offline icon and label while
 * offline, announced politely so screen-reader users learn it too.
 */
export function OnlineIndicator({ isOnline }: OnlineIndicatorProps) {
  const t = useText();
  return (
    <span role="status" className={styles.region}>
      {isOnline ? null : (
        <span className={styles.offline}>
          <Icon name="wifi-off" size={18} />
          <span className={styles.label}>{t(onlineIndicatorMessages.offline)}</span>
        </span>
      )}
    </span>
  );
}
