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

/** A loading category page: title, toolbar and a grid of 6 product cards. */
export function CategoryShimmer() {
  return (
    <Loading className={styles.page}>
      <Shimmer width="40%" height="2.25rem" />
      <Shimmer width="70%" height="1rem" />
      <div className={styles.toolbar}>
        <Shimmer width="8rem" height="2.75rem" radius="pill" />
        <Shimmer width="12rem" height="2.75rem" radius="pill" />
      </div>
      <div className={styles.categoryGrid}>
        {Array.from({ length: CATEGORY_SHIMMER_ITEMS }, (_, index) => (
          <div key={index} className={styles.card} data-testid="shimmer-item">
            <Shimmer aspectRatio={PRODUCT_RATIO} radius="md" />
            <Shimmer width="80%" />
            <Shimmer width="30%" />
          </div>
        ))}
      </div>
    </Loading>
  );
}

/** A loading product page: gallery with thumbnails beside details. */
export function ProductShimmer() {
  return (
    <Loading className={styles.product}>
      <div className={styles.gallery}>
        <div className={styles.thumbs}>
          {Array.from({ length: 4 }, (_, index) => (
            <Shimmer key={index} aspectRatio={PRODUCT_RATIO} radius="sm" />
          ))}
        </div>
        <Shimmer aspectRatio={PRODUCT_RATIO} radius="md" />
      </div>
      <div className={styles.details}>
        <Shimmer width="75%" height="2.25rem" />
        <Shimmer width="25%" height="1.5rem" />
        <Shimmer height="1rem" />
        <Shimmer width="90%" height="1rem" />
        <Shimmer width="60%" height="1rem" />
        <Shimmer width="10rem" height="2.75rem" radius="pill" />
        <Shimmer height="2.75rem" radius="pill" />
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
