import { useState } from 'react';
import type { CSSProperties } from 'react';
import { Icon } from '../icon/icon.tsx';
import { Image } from '../image/image.tsx';
import type { ImageUrlBuilder } from '../image/image.tsx';
import { useText } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import { Shimmer } from '../shimmer/shimmer.tsx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import { productGalleryMessages } from './product-gallery.messages.ts';
import styles from './product-gallery.module.css';

/** Thumbnail placeholders while the gallery loads (spec §9). */
export const GALLERY_PLACEHOLDERS = 7;

/** One image of the gallery. */
export interface GalleryImage {
  src: string;
  alt: string;
}

/** Props of {@link ProductGallery}. */
export interface ProductGalleryProps {
  images: readonly GalleryImage[];
  isLoading?: boolean;
  buildUrl?: ImageUrlBuilder;
  /** Width ÷ height of product photos. @defaultValue 0.8 */
  ratio?: number;
  initialIndex?: number;
  className?: string;
}

/**
 * The product page's image carousel (spec §2): the main image with previous/next, thumbnails in a
 * vertical strip on the left from 1025 px and in a row below on smaller screens, 7 placeholders
 * while loading, and a 2× zoom that follows a mouse hovering the main image.
 */
export function ProductGallery({
  images,
  isLoading = false,
  buildUrl,
  ratio = 0.8,
  initialIndex = 0,
  className,
}: ProductGalleryProps) {
  const t = useText();
  const [index, setIndex] = useState(initialIndex);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);

  if (isLoading) {
    return (
      <div className={cx(styles.gallery, className)} aria-busy="true">
        <VisuallyHidden>{t(productGalleryMessages.loading)}</VisuallyHidden>
        <div className={styles.main}>
          <Shimmer aspectRatio={ratio} radius="md" />
        </div>
        <div className={styles.thumbnails}>
          {Array.from({ length: GALLERY_PLACEHOLDERS }, (_, position) => (
            <Shimmer key={position} aspectRatio={ratio} className={styles.placeholder} />
          ))}
        </div>
      </div>
    );
  }

  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  const go = (delta: number) => setIndex((value) => (value + delta + count) % count);

  return (
    <section
      className={cx(styles.gallery, className)}
      aria-label={t(productGalleryMessages.label)}
      // One image: no thumbnails, and no empty column kept for them (issue 20).
      data-layout={count > 1 ? 'thumbnails' : 'single'}
    >
      <div
        className={cx(styles.main, zoom && styles.zoomed)}
        style={
          zoom
            ? ({ '--zoom-x': `${zoom.x}%`, '--zoom-y': `${zoom.y}%` } as CSSProperties)
            : undefined
        }
        onPointerMove={(event) => {
          if (event.pointerType !== 'mouse') return;
          const box = event.currentTarget.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return;
          setZoom({
            x: Math.round(((event.clientX - box.left) / box.width) * 100),
            y: Math.round(((event.clientY - box.top) / box.height) * 100),
          });
        }}
        onPointerLeave={() => setZoom(null)}
      >
        {current ? (
          <Image
            key={current.src}
            src={current.src}
            alt={current.alt}
            buildUrl={buildUrl}
            ratio={ratio}
            sizes="(min-width: 1025px) 50vw, 100vw"
            priority={index === 0}
            className={styles.mainImage}
          />
        ) : (
          <Shimmer aspectRatio={ratio} radius="md" />
        )}
        {count > 1 ? (
          <>
            <button
              type="button"
              className={cx(styles.arrow, styles.previous)}
              aria-label={t(productGalleryMessages.previous)}
              onClick={() => go(-1)}
            >
              <Icon name="chevron-left" />
            </button>
            <button
              type="button"
              className={cx(styles.arrow, styles.next)}
              aria-label={t(productGalleryMessages.next)}
              onClick={() => go(1)}
            >
              <Icon name="chevron-right" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className={styles.thumbnails} aria-label={t(productGalleryMessages.thumbnails)}>
          {images.map((image, position) => (
            <li key={image.src}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-current={position === index || undefined}
                onClick={() => setIndex(position)}
              >
                <Image
                  src={image.src}
                  alt={image.alt}
                  buildUrl={buildUrl}
                  ratio={ratio}
                  sizes="80px"
                  widths={[80, 160]}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
