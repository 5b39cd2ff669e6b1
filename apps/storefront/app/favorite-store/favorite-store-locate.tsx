import { useIntl } from '../i18n/shop-intl.tsx';
import { useFavoriteStore } from './favorite-store-context.tsx';
import { favoriteStoreMessages as messages } from './favorite-store.messages.ts';
import styles from './favorite-store.module.css';

/**
 * "Me localiser" on the store list, shown when the store's favourite-point-of-sale flag is on and
 * no favourite is known: the browser asks for the shopper's position only after this press
 * (never on load), and the server answers the nearest store, or none without a position.
 */
export function FavoriteStoreLocate({ enabled }: { enabled: boolean }) {
  const intl = useIntl();
  const { available, favorite, looking, lookupFailed, locate } = useFavoriteStore();
  if (!available || !enabled || (favorite && !looking)) return null;
  return (
    <div className={styles.locate}>
      <p className={styles.locateHint}>{intl.formatMessage(messages.locateHint)}</p>
      <button
        type="button"
        className={styles.locateButton}
        onClick={locate}
        disabled={looking}
        aria-busy={looking || undefined}
      >
        {intl.formatMessage(messages.locate)}
      </button>
      <p role="status" className={styles.locateStatus}>
        {looking
          ? intl.formatMessage(messages.locating)
          : lookupFailed
            ? intl.formatMessage(messages.lookupFailed)
            : ''}
      </p>
    </div>
  );
}
