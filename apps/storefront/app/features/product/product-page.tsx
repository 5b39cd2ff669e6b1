import { Accordion, Breadcrumbs, ProductGallery, RatingSummary, RichContent } from '@vitrine/ui';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { imageUrlBuilder } from '../../lib/images.ts';
import { ProductCard } from '../../catalog-ui/product-card.tsx';
import type { ProductCardData } from '../../catalog-ui/product-card.model.ts';
import { CompositionSection } from './composition-section.tsx';
import { ProductPurchase } from './product-purchase.tsx';
import { ProductReviews, REVIEWS_ANCHOR } from './product-reviews.tsx';
import type { AddToCartRequest } from '../../cart-ui/use-add-to-cart.ts';
import { FavoriteStoreLine } from '../../favorite-store/favorite-store-line.tsx';
import { WishlistHeart } from '../../wishlist-ui/wishlist-heart.tsx';
import { ATTRIBUTE_LABELS, productMessages } from './product.messages.ts';
import type { ProductPageData, ProductSection } from './product.model.ts';
import styles from './product-page.module.css';
import type { Selection } from './variants.ts';
import { findVariant, initialSelection } from './variants.ts';

const productImage = imageUrlBuilder('image-product');

function ProductGrid({ title, products }: { title: string; products: ProductCardData[] }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.grid}>
        {products.map((product) => (
          <li key={product.uid}>
            <ProductCard product={product} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The product page (spec §2): gallery and purchase box, description and details, then related
 * products, recommendations, FAQ and reviews in the store's section order.
 */
export function ProductPage({
  product,
  onAddToCart,
}: {
  product: ProductPageData;
  onAddToCart: (request: AddToCartRequest) => Promise<boolean>;
}) {
  const intl = useIntl();
  const [selection, setSelection] = useState<Selection>(() =>
    initialSelection(product.options, product.variants),
  );
  const variant = findVariant(product.options, product.variants, selection);
  const view = variant?.product ?? product.base;
  const images = view.images.length > 0 ? view.images : product.base.images;

  const sections: Record<ProductSection, ReactNode> = {
    overview: (
      <div className={styles.overview} key="overview">
        <ProductGallery
          key={view.uid}
          className={styles.gallery}
          images={images}
          buildUrl={productImage}
        />
        <div className={styles.info}>
          <div className={styles.titleRow}>
            <h1 className={styles.name}>{product.name}</h1>
            {/* The product itself, a configurable without its options (decision 132). */}
            <WishlistHeart
              product={{
                sku: product.sku,
                parentSku: null,
                selectedOptions: [],
                name: product.name,
              }}
            />
          </div>
          <p className={styles.sku}>
            {intl.formatMessage(productMessages.sku, { sku: view.sku || product.sku })}
          </p>
          {product.reviewCount > 0 ? (
            <RatingSummary
              rating={product.rating}
              reviewCount={product.reviewCount}
              reviewsHref={`#${REVIEWS_ANCHOR}`}
            />
          ) : null}
          {product.shortDescription ? (
            <RichContent content={product.shortDescription} className={styles.shortDescription} />
          ) : null}
          <ProductPurchase
            product={product}
            view={view}
            selection={selection}
            onSelect={(code, value) => setSelection((current) => ({ ...current, [code]: value }))}
            onAddToCart={onAddToCart}
          />
          {/* The shopper's store, with today's state: no stock per store is known, so no more. */}
          <FavoriteStoreLine className={styles.favoriteStore} />
        </div>
        {product.description || product.details.length > 0 ? (
          <div className={styles.about}>
            {product.description ? (
              <section className={`prose ${styles.description}`}>
                <h2 className={styles.sectionTitle}>
                  {intl.formatMessage(productMessages.description)}
                </h2>
                <RichContent content={product.description} />
              </section>
            ) : null}
            {product.details.length > 0 ? (
              <section className={styles.details}>
                <h2 className={styles.sectionTitle}>
                  {intl.formatMessage(productMessages.details)}
                </h2>
                <dl>
                  {product.details.map((detail) => (
                    <div key={detail.code} className={styles.detail}>
                      <dt>
                        {intl.formatMessage(
                          ATTRIBUTE_LABELS[detail.code as keyof typeof ATTRIBUTE_LABELS],
                        )}
                      </dt>
                      <dd>{detail.value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ) : null}
          </div>
        ) : null}
      </div>
    ),
    composition: product.composition ? (
      <CompositionSection key="composition" composition={product.composition} />
    ) : null,
    premium_content: null,
    related:
      product.related.length > 0 ? (
        <ProductGrid
          key="related"
          title={intl.formatMessage(productMessages.related)}
          products={product.related}
        />
      ) : null,
    recommendations:
      product.upsell.length > 0 ? (
        <ProductGrid
          key="recommendations"
          title={intl.formatMessage(productMessages.recommendations)}
          products={product.upsell}
        />
      ) : null,
    faq:
      product.faq.length > 0 ? (
        <section className={styles.section} key="faq">
          <h2 className={styles.sectionTitle}>{intl.formatMessage(productMessages.faq)}</h2>
          <Accordion
            sections={product.faq.map((item, index) => ({
              id: `faq-${index}`,
              title: item.question,
              // The answer was sanitised by the rich-content parser on the server.
              content: <div dangerouslySetInnerHTML={{ __html: item.answer }} />,
            }))}
          />
        </section>
      ) : null,
    // Hidden when the backend gives no review: the rating link is hidden with it.
    reviews:
      product.reviewCount > 0 || product.reviews ? (
        <ProductReviews
          key="reviews"
          rating={product.rating}
          reviewCount={Math.max(product.reviewCount, product.reviews?.total ?? 0)}
          reviews={product.reviews}
          path={new URL(product.canonical).pathname}
        />
      ) : null,
    social_wall: null,
  };

  return (
    <div className={`page-container ${styles.page}`}>
      <Breadcrumbs items={[...product.breadcrumbs, { label: product.name }]} />
      {product.sections.map((code) => sections[code])}
    </div>
  );
}
