import type { ReactNode } from 'react';
import { useText } from '../i18n/format-message.tsx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import { Shimmer } from './shimmer.tsx';
import { shimmerMessages } from './shimmer.messages.ts';
import styles from './shimmer.module.css';

/** Placeholder items on a loading category page (spec §2). */
export const CATEGORY_SHIMMER_ITEMS = 6;

/** Product images are portrait (spec §9 default aspect ratio 0.8). */
const PRODUCT_RATIO = 0.8;

function Loading({ children, className }: { children: ReactNode; className?: string }) {
  const t = useText();
  return (
    <div role="status" aria-live="polite" aria-busy="true" className={className}>
      <VisuallyHidden>{t(shimmerMessages.loading)}</VisuallyHidden>
      {children}
    </div>
  );
}

/** The breadcrumb trail above a category or product page. */
function Crumbs() {
  return <Shimmer width="min(60%, 16rem)" height="1.25rem" className={styles.crumbs} />;
}

/**
 * A loading category page, laid out as the page is (no shift when it arrives): breadcrumbs, the
 * title and description, the filters' column on desktop, the toolbar and 6 product cards.
 */
export function CategoryShimmer() {
  return (
    <Loading className={styles.page}>
      <Crumbs />
      <div className={styles.categoryHeader}>
        <Shimmer width="min(60%, 20rem)" height="2.75rem" />
        <Shimmer width="min(100%, 40rem)" height="1.25rem" />
        <Shimmer width="min(80%, 32rem)" height="1.25rem" />
      </div>
      <div className={styles.listing}>
        <div className={styles.filters}>
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className={styles.filterGroup}>
              <Shimmer width="40%" height="1.25rem" />
              <Shimmer width="70%" />
              <Shimmer width="60%" />
              <Shimmer width="65%" />
            </div>
          ))}
        </div>
        <div>
          <div className={styles.toolbar}>
            <Shimmer width="6rem" height="1.25rem" />
            <Shimmer width="12rem" height="2.75rem" />
          </div>
          <div className={styles.categoryGrid}>
            {Array.from({ length: CATEGORY_SHIMMER_ITEMS }, (_, index) => (
              <div key={index} className={styles.card} data-testid="shimmer-item">
                <Shimmer aspectRatio={PRODUCT_RATIO} radius="md" />
                <Shimmer width="80%" height="1.25rem" />
                <Shimmer width="50%" />
                <Shimmer width="30%" height="1.25rem" />
              </div>
            ))}
          </div>
        </div>
      </div>
    </Loading>
  );
}

/** A loading product page: breadcrumbs, the gallery and its thumbnails, the details and the purchase box. */
export function ProductShimmer() {
  return (
    <Loading className={styles.page}>
      <Crumbs />
      <div className={styles.product}>
        <div className={styles.gallery}>
          <div className={styles.thumbs}>
            {Array.from({ length: 3 }, (_, index) => (
              <Shimmer key={index} aspectRatio={PRODUCT_RATIO} radius="sm" />
            ))}
          </div>
          <Shimmer aspectRatio={PRODUCT_RATIO} radius="md" />
        </div>
        <div className={styles.details}>
          <Shimmer width="75%" height="2.5rem" />
          <Shimmer width="35%" />
          <Shimmer width="45%" />
          <Shimmer height="1.25rem" />
          <Shimmer width="80%" height="1.25rem" />
          <div className={styles.purchase}>
            <Shimmer width="6rem" height="2rem" />
            <Shimmer width="5rem" />
            <Shimmer width="70%" height="1.25rem" />
            <Shimmer height="2.75rem" radius="pill" />
          </div>
        </div>
      </div>
    </Loading>
  );
}

/** A loading CMS page: a hero banner and a few text rows. */
export function CmsShimmer() {
  return (
    <Loading className={styles.page}>
      <Shimmer height="clamp(14rem, 40vw, 30rem)" radius="md" />
      <Shimmer width="50%" height="2rem" />
      <Shimmer height="1rem" />
      <Shimmer width="92%" height="1rem" />
      <Shimmer width="70%" height="1rem" />
    </Loading>
  );
}

/** Any other loading page: a centred loader with its text visible. */
export function GenericShimmer() {
  const t = useText();
  return (
    <div role="status" aria-live="polite" aria-busy="true" className={styles.generic}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t(shimmerMessages.loading)}</span>
    </div>
  );
}

/** Page types the route resolver returns (spec §9, page-type to shimmer map). */
export type ShimmerPageType = 'CATEGORY' | 'PRODUCT' | 'CMS_PAGE' | (string & {});

/** The shimmer for a page type: category, product, CMS, otherwise the generic loader. */
export function PageShimmer({ type }: { type?: ShimmerPageType | null }) {
  switch (type) {
    case 'CATEGORY':
      return <CategoryShimmer />;
    case 'PRODUCT':
      return <ProductShimmer />;
    case 'CMS_PAGE':
      return <CmsShimmer />;
    default:
      return <GenericShimmer />;
  }
}
