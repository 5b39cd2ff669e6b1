import type { CSSProperties, ImgHTMLAttributes } from 'react';
import { cx } from '../internal/cx.ts';
import styles from './image.module.css';

/** Widths the image service renders (spec §9); `srcset` offers each of them. */
export const IMAGE_WIDTHS = [40, 80, 160, 320, 640, 960, 1280, 1600, 2560] as const;

/** Width ÷ height of product imagery when none is given (spec §9). */
export const DEFAULT_IMAGE_RATIO = 0.8;

/** Builds the URL of `src` resized to `width` × `height` (the storefront passes graphql-client's). */
export type ImageUrlBuilder = (src: string, options: { width: number; height: number }) => string;

/** Props of {@link Image}. */
export interface ImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'loading'
> {
  src: string;
  /** Required: describe the image, or pass '' for a decorative one. */
  alt: string;
  /** Resizing URL builder; without it the image is served as is, with no srcset. */
  buildUrl?: ImageUrlBuilder;
  /** Width ÷ height; the box is reserved at this ratio before the image loads. @defaultValue 0.8 */
  ratio?: number;
  /** The `sizes` attribute: how wide the image shows at each breakpoint. @defaultValue '100vw' */
  sizes?: string;
  /** The widths offered in srcset. @defaultValue IMAGE_WIDTHS */
  widths?: readonly number[];
  /** The page's LCP image: loaded eagerly with high priority instead of lazily. */
  priority?: boolean;
  /** @defaultValue 'cover' */
  fit?: 'cover' | 'contain';
}

/** Height for `width` at `ratio` (width ÷ height), rounded to a whole pixel. */
export function heightFor(width: number, ratio: number): number {
  return Math.round(width / ratio);
}

/** The `srcset` value: each width through the URL builder, with its `w` descriptor. */
export function buildSrcSet(
  src: string,
  buildUrl: ImageUrlBuilder,
  ratio: number,
  widths: readonly number[],
): string {
  return widths
    .map((width) => `${buildUrl(src, { width, height: heightFor(width, ratio) })} ${width}w`)
    .join(', ');
}

/**
 * A responsive image. It reserves its box at `ratio` (so nothing moves when it loads), offers the
 * spec's widths through `srcset`, and loads lazily — except the LCP image, marked `priority`.
 */
export function Image({
  src,
  alt,
  buildUrl,
  ratio = DEFAULT_IMAGE_RATIO,
  sizes = '100vw',
  widths = IMAGE_WIDTHS,
  priority = false,
  fit = 'cover',
  className,
  style,
  ...rest
}: ImageProps) {
  // The fallback src is a mid-size rendition, for browsers that ignore srcset.
  const fallbackWidth = widths.includes(640) ? 640 : (widths.at(-1) ?? 640);
  const box: CSSProperties = { aspectRatio: String(ratio), ...style };
  return (
    <span className={cx(styles.frame, className)} style={box}>
      <img
        {...rest}
        className={cx(styles.image, styles[fit])}
        src={
          buildUrl
            ? buildUrl(src, { width: fallbackWidth, height: heightFor(fallbackWidth, ratio) })
            : src
        }
        srcSet={buildUrl ? buildSrcSet(src, buildUrl, ratio, widths) : undefined}
        sizes={buildUrl ? sizes : undefined}
        width={fallbackWidth}
        height={heightFor(fallbackWidth, ratio)}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </span>
  );
}
