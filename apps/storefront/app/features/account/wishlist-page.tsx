import { Button, FormError, Image, Price } from '@vitrine/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { imageUrlBuilder } from '../../lib/images.ts';
import { useAddToCart } from '../../cart-ui/use-add-to-cart.ts';
import type { Loaded } from './account-data.ts';
import { AccountLoadError, AccountPageHeader } from './account-layout.tsx';
import { accountMessages } from '../../account-session/account.messages.ts';
import accountStyles from './account.module.css';
import { useSave } from './use-save.ts';
import { loadWishlist, removeWishlistItem } from './wishlist.data.ts';
import type { WishlistItemView, WishlistPage as WishlistPageData } from './wishlist.data.ts';
import styles from './wishlist.module.css';
import { ProductLineName } from '../../orders/product-line-name.tsx';
import { wishlistMessages as messages } from './wishlist.messages.ts';
import { useWishlist } from '../../wishlist-ui/wishlist-context.tsx';

const productImage = imageUrlBuilder('image-product');

function WishlistItem({ item, wishlistId }: { item: WishlistItemView; wishlistId: string }) {
  const intl = useIntl();
  const addToCart = useAddToCart();
  const save = useSave();
  // The header's count and the hearts read the list again after a removal here.
  const { refresh } = useWishlist();
  const [adding, setAdding] = useState(false);
  const cartItem = item.cartItem;
  return (
    <li className={styles.item}>
      <div className={styles.image}>
        {item.image ? (
          <Image
            src={item.image}
            alt=""
            buildUrl={productImage}
            widths={[160, 320, 640]}
            sizes="(min-width: 768px) 14rem, 45vw"
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <ProductLineName name={item.name} href={item.href} options={item.options} />
        <Price final={item.price} regular={item.regularPrice} />
        {item.inStock ? null : (
          <span className={accountStyles.badgeMuted}>
            {intl.formatMessage(messages.outOfStock)}
          </span>
        )}
      </div>
      <FormError errors={[save.error]} scrollOnError={false} />
      <div className={styles.actions}>
        {cartItem && item.inStock ? (
          <Button
            priority="high"
            fullWidth
            busy={adding}
            onClick={() => {
              setAdding(true);
              void addToCart({ ...cartItem, quantity: 1, name: item.name }).finally(() =>
                setAdding(false),
              );
            }}
          >
            {intl.formatMessage(messages.addToCart)}
          </Button>
        ) : item.href && item.inStock ? (
          <Link to={item.href} className={styles.optionsLink}>
            {intl.formatMessage(messages.chooseOptions)}
          </Link>
        ) : null}
        <Button
          priority="low"
          busy={save.pending}
          aria-label={intl.formatMessage(messages.remove, { name: item.name })}
          onClick={() =>
            void save
              .run(() => removeWishlistItem(wishlistId, item.id), {
                ...messages.removed,
                values: { name: item.name },
              })
              .then((removed) => {
                if (removed) refresh();
              })
          }
        >
          {intl.formatMessage(messages.removeShort)}
        </Button>
      </div>
    </li>
  );
}

/** `/wishlist`: the saved products; page 1 comes with the route, "Show more" appends the next. */
export function WishlistPage({ wishlist }: { wishlist: Loaded<WishlistPageData> }) {
  const intl = useIntl();
  const [pages, setPages] = useState<WishlistPageData[]>(wishlist.ok ? [wishlist.data] : []);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<Loaded<never> | null>(null);
  // Page 1 replaces the items (spec §4, Wishlist paging): fresh route data starts over.
  useEffect(() => {
    setPages(wishlist.ok ? [wishlist.data] : []);
  }, [wishlist]);

  if (!wishlist.ok) {
    return (
      <>
        <AccountPageHeader title={intl.formatMessage(accountMessages.wishlist)} />
        <AccountLoadError error={wishlist.error} />
      </>
    );
  }
  const last = pages.at(-1) ?? wishlist.data;
  const items = pages.flatMap((page) => page.items);
  const showMore = async () => {
    setLoadingMore(true);
    const next = await loadWishlist(last.currentPage + 1);
    setLoadingMore(false);
    if (next.ok) {
      setMoreError(null);
      setPages((current) => [...current, next.data]);
    } else setMoreError(next);
  };

  return (
    <>
      <AccountPageHeader title={intl.formatMessage(accountMessages.wishlist)}>
        <p className={accountStyles.lead}>
          {intl.formatMessage(messages.count, { count: wishlist.data.itemsCount })}
        </p>
      </AccountPageHeader>
      {items.length === 0 ? (
        <div className={accountStyles.empty}>
          <p>{intl.formatMessage(messages.empty)}</p>
          <Link to="/" className={accountStyles.navLink}>
            {intl.formatMessage(messages.browse)}
          </Link>
        </div>
      ) : (
        <ul className={styles.grid}>
          {items.map((item) => (
            <WishlistItem key={item.id} item={item} wishlistId={wishlist.data.wishlistId} />
          ))}
        </ul>
      )}
      {moreError && !moreError.ok ? <AccountLoadError error={moreError.error} /> : null}
      {last.currentPage < last.totalPages ? (
        <Button priority="normal" busy={loadingMore} onClick={() => void showMore()}>
          {intl.formatMessage(messages.showMore)}
        </Button>
      ) : null}
    </>
  );
}
