import { Link } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { shellMessages } from './shell.messages.ts';
import styles from './shell.module.css';

/** The brand's wordmark, 158 × 64 (spec §9), as a link home. */
export function Logo({ storeName, storeGroupName }: { storeName: string; storeGroupName: string }) {
  const intl = useIntl();
  return (
    <Link
      to="/"
      className={styles.logo}
      aria-label={intl.formatMessage(shellMessages.logoLabel, { storeGroupName })}
    >
      <svg width="158" height="64" viewBox="0 0 158 64" aria-hidden="true" focusable="false">
        <circle cx="24" cy="32" r="17" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M24 15v34" stroke="var(--color-accent)" strokeWidth="2" />
        <text fill="currentColor">
          <tspan x="50" y="26" fontSize="9" letterSpacing="3">
            {(storeGroupName.split(' ')[0] ?? '').toUpperCase()}
          </tspan>{' '}
          <tspan
            x="49"
            y="46"
            fontSize="19"
            fontWeight="600"
            textLength="104"
            lengthAdjust="spacingAndGlyphs"
          >
            {storeName.toUpperCase()}
          </tspan>
        </text>
      </svg>
    </Link>
  );
}
