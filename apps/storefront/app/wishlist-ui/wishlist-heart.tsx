import { Icon } from '@vitrine/ui';
import { useIntl } from '../i18n/shop-intl.tsx';
import { useWishlist } from './wishlist-context.tsx';
import { wishlistHeartMessages as messages } from './wishlist.messages.ts';
import { intentKey, isSaved } from './wishlist.model.ts';
import type { WishlistIntent } from './wishlist.model.ts';
import styles from './wishlist-heart.module.css';

/**
 * The heart of a product card or the product page: pressed when the product is in the wish list.
 * Hidden when the store's wish list is off. A guest's press goes to sign in first.
 */
export function WishlistHeart({
  product,
  className,
}: {
  product: WishlistIntent;
  className?: string;
}) {
  const intl = useIntl();
  const { enabled, state, toggle } = useWishlist();
  if (!enabled) return null;
  const key = intentKey(product);
  const saved = isSaved(state, key);
  const busy = state.pending.has(key);
  return (
    <button
      type="button"
      className={className ? `${styles.heart} ${className}` : styles.heart}
      aria-pressed={saved}
      aria-busy={busy || undefined}
      aria-label={intl.formatMessage(saved ? messages.remove : messages.add, {
        name: product.name,
      })}
      onClick={() => void toggle(product)}
    >
      <Icon name="heart" size={22} filled={saved} />
    </button>
  );
}
