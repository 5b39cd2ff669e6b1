import { Image, Price, RatingSummary } from '@vitrine/ui';
import { Link } from 'react-router';
import { useIntl } from '../i18n/shop-intl.tsx';
import { imageUrlBuilder } from '../lib/images.ts';
import { pageTypeState } from '../lib/page-type-hint.ts';
import { productCardMessages } from './product-card.messages.ts';
import type { ProductCardData } from './product-card.model.ts';
import styles from './product-card.module.css';
import { WishlistHeart } from '../wishlist-ui/wishlist-heart.tsx';

const productImage = imageUrlBuilder('image-product');
/** The link tells the shell a product page is coming: its placeholder is the product's. */
const PRODUCT_LINK_STATE = pageTypeState('PRODUCT');

/** A product in a listing, a search result or a products block. */
export function ProductCard({
  product,
  priority = false,
  headingLevel = 2,
}: {
  product: ProductCardData;
  /** The first card of a page may be its largest contentful paint: load it eagerly. */
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={product.inStock ? styles.card : `${styles.card} ${styles.soldOut}`}>
      <Link
        to={product.href}
        state={PRODUCT_LINK_STATE}
        className={styles.imageLink}
        tabIndex={-1}
        aria-hidden="true"
      >
        {product.imageUrl ? (
          <Image
            src={product.imageUrl}
            alt=""
            buildUrl={productImage}
            sizes="(min-width: 1440px) 320px, (min-width: 1025px) 25vw, (min-width: 640px) 33vw, 50vw"
            priority={priority}
          />
        ) : null}
      </Link>
      <WishlistHeart
        className={styles.heart}
        product={{ sku: product.sku, parentSku: null, selectedOptions: [], name: product.name }}
      />
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={product.href} state={PRODUCT_LINK_STATE} className={styles.nameLink}>
            {product.name}
          </Link>
        </Heading>
        {product.reviewCount > 0 ? (
          <RatingSummary rating={product.rating} reviewCount={product.reviewCount} />
        ) : null}
        <div className={styles.priceRow}>
          <Price final={product.finalPrice} regular={product.regularPrice} />
          {!product.inStock ? (
            <span className={styles.stock}>
              {intl.formatMessage(productCardMessages.outOfStock)}
            </span>
          ) : product.isConfigurable ? (
            <span className={styles.options}>
              {intl.formatMessage(productCardMessages.chooseOptions)}
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}
