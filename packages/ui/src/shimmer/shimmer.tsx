import type { CSSProperties } from 'react';
import { cx } from '../internal/cx.ts';
import styles from './shimmer.module.css';

/** Props of {@link Shimmer}. */
export interface ShimmerProps {
  /** CSS width. @defaultValue '100%' */
  width?: string;
  /** CSS height. @defaultValue '1rem' */
  height?: string;
  /** Width / height, when the block stands in for an image (overrides `height`). */
  aspectRatio?: number;
  /** @defaultValue 'sm' */
  radius?: 'sm' | 'md' | 'pill' | 'round';
  className?: string;
}

/** One placeholder block with a soft sweep of light; decorative, hidden from screen readers. */
export function Shimmer({
  width = '100%',
  height = '1rem',
  aspectRatio,
  radius = 'sm',
  className,
}: ShimmerProps) {
  const style: CSSProperties = aspectRatio
    ? { width, aspectRatio: String(aspectRatio) }
    : { width, height };
  return (
    <span
      aria-hidden="true"
      className={cx(styles.shimmer, styles[radius], className)}
      style={style}
    />
  );
}
