import { Icon } from '@vitrine/ui';
import { useIntl } from '../i18n/shop-intl.tsx';
import { useFavoriteStore } from './favorite-store-context.tsx';
import type { FavoriteDetails } from './favorite-store-context.tsx';
import { favoriteStoreMessages as messages } from './favorite-store.messages.ts';
import styles from './favorite-store.module.css';

/**
 * "Choisir comme ma boutique" on a store page or a store of the list; pressed ("Ma boutique") when
 * it is the favourite. The accessible name keeps the visible words and adds the store's name, so
 * the list's buttons tell apart. Hidden when the shop has no store locator.
 */
export function FavoriteStoreButton({ store }: { store: FavoriteDetails }) {
  const intl = useIntl();
  const { available, favorite, choose } = useFavoriteStore();
  if (!available) return null;
  const chosen = favorite?.identifier === store.identifier;
  return (
    <button
      type="button"
      className={styles.choose}
      aria-pressed={chosen}
      aria-label={intl.formatMessage(chosen ? messages.chosenLabel : messages.chooseLabel, {
        name: store.name,
      })}
      onClick={() => {
        // Already the favourite: nothing to change (a second press does not unset it).
        if (!chosen) choose({ identifier: store.identifier, name: store.name }, store);
      }}
      data-favorite-store={store.identifier}
    >
      <Icon name={chosen ? 'check' : 'home'} size={18} />
      {intl.formatMessage(chosen ? messages.chosen : messages.choose)}
    </button>
  );
}
