import { ErrorView } from '@vitrine/ui';
import { Logo } from './logo.tsx';
import styles from './shell.module.css';
import type { StoreSettings } from '../../lib/store-settings.ts';

/**
 * What a render error shows (spec §8 "masked error shell"): the brand and the error view, without
 * the parts of the shell that may be what failed.
 */
export function MaskedErrorShell({ store }: { store: StoreSettings }) {
  return (
    <div className={styles.page}>
      <header className={styles.checkoutHeader}>
        <div className={styles.bar}>
          <Logo storeName={store.storeName} storeGroupName={store.storeGroupName} />
        </div>
      </header>
      <main id="main" className={styles.main}>
        <ErrorView />
      </main>
    </div>
  );
}
