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

/** Placeholders while products load: as many as requested, up to a row of four. */
function Placeholders({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: Math.max(1, Math.min(count, 4)) }, (_, index) => (
        <li key={index} className={styles.productsItem}>
          <Shimmer aspectRatio={0.8} radius="md" />
        </li>
      ))}
    </>
  );
}

/**
 * Products: the storefront's injected loader fetches them (by path, as Page Builder only lends the
 * links) and its render prop draws each card, as a grid or a carousel.
 */
export function ProductsView({ block }: { block: ProductsBlock }) {
  const cls = useBlockClass(block);
  const { loadProducts, renderProduct, onWarning } = useRichContentServices();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    if (loadProducts === undefined) return undefined;
    let cancelled = false;
    setLoaded({ state: 'loading' });
    loadProducts({ pathNames: block.pathNames, skus: block.skus })
      .then((products) => {
        if (!cancelled) setLoaded({ state: 'done', products });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        (onWarning ?? console.warn)(
          `[rich-content] products block ${block.id} failed: ${String(error)}`,
        );
        setLoaded({ state: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [block.id, block.pathNames, block.skus, loadProducts, onWarning]);

  if (loadProducts === undefined || renderProduct === undefined || loaded.state === 'failed')
    return null;
  if (loaded.state === 'done' && loaded.products.length === 0) return null;
  const className = cx(styles.products, cls(), ...block.style.cssClasses);
  if (loaded.state === 'done' && block.carousel !== undefined) {
    return (
      <div className={className}>
        <ProductsCarousel
          settings={block.carousel}
          items={loaded.products.map((product, index) => renderProduct(product, index))}
        />
      </div>
    );
  }
  return (
    <div className={className}>
      <ul className={styles.productsGrid} aria-busy={loaded.state === 'loading' || undefined}>
        {loaded.state === 'loading' ? (
          <Placeholders count={block.pathNames.length || block.skus.length} />
        ) : (
          loaded.products.map((product, index) => (
            // Products have no common key shape; their order is the author's and stable.
            <li key={index} className={styles.productsItem}>
              {renderProduct(product, index)}
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
