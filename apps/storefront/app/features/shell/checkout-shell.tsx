import { NeedHelpDropdown } from '@vitrine/ui';
import type { NeedHelpContact } from '@vitrine/ui';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { useShopExtension } from '../../lib/shop-extensions.ts';
import { ConsentPreferencesLink } from '../../privacy/consent-root.tsx';
import { Logo } from './logo.tsx';
import { shellMessages } from './shell.messages.ts';
import styles from './shell.module.css';
import type { StoreSettings } from '../../lib/store-settings.ts';

/**
 * The reduced checkout header (spec §2): logo link home and the 'Need Help?' dropdown — the
 * latter only when the backend offers the `store-config-extras` extension, which holds its
 * contact details (decision 100); without it the header is the logo alone.
 */
export function CheckoutHeader({
  store,
  loadNeedHelp,
}: {
  store: StoreSettings;
  /** Fetches the need-help contact; called on the dropdown's first open (spec §4). */
  loadNeedHelp: () => Promise<NeedHelpContact | null>;
}) {
  const [state, setState] = useState<{
    contact: NeedHelpContact | null;
    status: 'idle' | 'loading' | 'done' | 'failed';
  }>({
    contact: null,
    status: 'idle',
  });
  const onFirstOpen = useCallback(() => {
    setState({ contact: null, status: 'loading' });
    loadNeedHelp().then(
      (contact) => setState({ contact, status: 'done' }),
      () => setState({ contact: null, status: 'failed' }),
    );
  }, [loadNeedHelp]);
  const needHelpOffered = useShopExtension('store-config-extras');
  return (
    <header className={styles.checkoutHeader}>
      <div className={styles.bar}>
        <Logo storeName={store.storeName} storeGroupName={store.storeGroupName} />
        {needHelpOffered ? (
          <NeedHelpDropdown
            contact={state.contact}
            isLoading={state.status === 'loading'}
            hasError={state.status === 'failed'}
            onFirstOpen={onFirstOpen}
          />
        ) : null}
      </div>
    </header>
  );
}

/** The checkout footer (spec §2): copyright with its year, and a links block. */
export function CheckoutFooter({ store }: { store: StoreSettings }) {
  const intl = useIntl();
  return (
    <footer className={styles.checkoutFooter}>
      <nav
        aria-label={intl.formatMessage(shellMessages.checkoutLinks)}
        className={styles.checkoutLinks}
      >
        <Link to="/cart" className={styles.footerLink}>
          {intl.formatMessage(shellMessages.checkoutReturnToCart)}
        </Link>
        <Link to="/customer-service" className={styles.footerLink}>
          {intl.formatMessage(shellMessages.footerCustomerService)}
        </Link>
        <Link to="/contact-us" className={styles.footerLink}>
          {intl.formatMessage(shellMessages.footerContactUs)}
        </Link>
        <ConsentPreferencesLink className={styles.footerButton} />
      </nav>
      <p className={styles.copyright}>{store.copyright}</p>
    </footer>
  );
}
