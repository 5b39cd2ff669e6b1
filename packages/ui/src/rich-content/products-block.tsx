import type { ProductsBlock } from '@vitrine/rich-content';
import { useEffect, useState } from 'react';
import { cx } from '../internal/cx.ts';
import { Shimmer } from '../shimmer/shimmer.tsx';
import { useBlockClass } from './block-scope.tsx';
import { ProductsCarousel } from './products-carousel.tsx';
import { useRichContentServices } from './rich-content.services.tsx';
import styles from './rich-content.module.css';

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'done'; readonly products: readonly unknown[] }
  | { readonly state: 'failed' };

/** More placeholders than this would only reserve space far below the fold. */
const MAX_PLACEHOLDERS = 24;

/**
 * A product card's outline while products load: the image at the card's ratio, then lines where the
 * name, the rating and the price will be, so the loaded cards take the space already held for them.
 */
export function ProductPlaceholder() {
  return (
    <div className={styles.productPlaceholder} aria-hidden="true">
      <Shimmer aspectRatio={0.8} radius="md" />
      <span className={styles.productPlaceholderLines}>
        <Shimmer width="80%" height="1.2rem" />
        <Shimmer width="55%" height="1.3125rem" />
        <Shimmer width="35%" height="1.6875rem" />
      </span>
    </div>
  );
}

/**
 * Products: the storefront's render prop draws each card, as a grid or a carousel. The products come
 * from the server with the page when it could load them (`loadedProducts`), else the injected loader
 * fetches them (by path, as Page Builder only lends the links); until they arrive, one placeholder
 * per requested product holds the same layout (decision 047).
 */
export function ProductsView({ block }: { block: ProductsBlock }) {
  const cls = useBlockClass(block);
  const { loadProducts, loadedProducts, renderProduct, onWarning } = useRichContentServices();
  const fromServer = loadedProducts?.(block.id);
  const needsLoading = fromServer === undefined;
  const [fetched, setFetched] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    if (loadProducts === undefined || !needsLoading) return undefined;
    let cancelled = false;
    setFetched({ state: 'loading' });
    loadProducts({ pathNames: block.pathNames, skus: block.skus })
      .then((products) => {
        if (!cancelled) setFetched({ state: 'done', products });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        (onWarning ?? console.warn)(
          `[rich-content] products block ${block.id} failed: ${String(error)}`,
        );
        setFetched({ state: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [block.id, block.pathNames, block.skus, loadProducts, needsLoading, onWarning]);

  const loaded: Loaded = needsLoading ? fetched : { state: 'done', products: fromServer };
  if (renderProduct === undefined || loaded.state === 'failed') return null;
  if (needsLoading && loadProducts === undefined) return null;
  if (loaded.state === 'done' && loaded.products.length === 0) return null;
  const loading = loaded.state === 'loading';
  const requested = Math.min(
    Math.max(1, block.pathNames.length || block.skus.length),
    MAX_PLACEHOLDERS,
  );
  const items = loading
    ? Array.from({ length: requested }, (_, index) => <ProductPlaceholder key={index} />)
    : loaded.products.map((product, index) => renderProduct(product, index));
  const className = cx(styles.products, cls(), ...block.style.cssClasses);
  if (block.carousel !== undefined) {
    return (
      <div className={className}>
        <ProductsCarousel settings={block.carousel} items={items} loading={loading} />
      </div>
    );
  }
  return (
    <div className={className}>
      <ul className={styles.productsGrid} aria-busy={loading || undefined}>
        {items.map((item, index) => (
          // Products have no common key shape; their order is the author's and stable.
          <li key={index} className={styles.productsItem}>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
