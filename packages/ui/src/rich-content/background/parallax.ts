import type { ParallaxType } from '@vitrine/rich-content';
import { PARALLAX_IMAGE_SCALE } from '../rich-content.constants.ts';

/** Where a block sits in the viewport, and its parallax settings. */
export interface ParallaxInput {
  /** The block's top relative to the viewport (getBoundingClientRect().top). */
  readonly top: number;
  readonly height: number;
  readonly viewportHeight: number;
  /** -1 … 2; 1 moves the image with the page (no effect), 0 holds it still. */
  readonly speed: number;
  readonly type: ParallaxType;
}

/** How to draw the image layer for one frame. */
export interface ParallaxFrame {
  readonly translateY: number;
  readonly scale: number;
  readonly opacity: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * One frame of the parallax effect. The image layer is drawn {@link PARALLAX_IMAGE_SCALE} times the
 * block's height, so it can move by an eighth of that height either way without uncovering the block;
 * the speed scales the movement within that slack (beyond ±1 it is capped rather than uncovering).
 */
export function parallaxFrame({
  top,
  height,
  viewportHeight,
  speed,
  type,
}: ParallaxInput): ParallaxFrame {
  const total = viewportHeight + height;
  // 0 when the block enters at the bottom of the viewport, 1 when it leaves at the top.
  const progress = total <= 0 ? 0.5 : clamp((viewportHeight - top) / total, 0, 1);
  const centred = progress * 2 - 1;
  const strength = clamp(1 - speed, -1, 1);
  const slack = (height * (PARALLAX_IMAGE_SCALE - 1)) / 2;
  const moves = type === 'scroll' || type === 'scroll-opacity';
  const scales = type === 'scale' || type === 'scale-opacity';
  const fades = type === 'opacity' || type === 'scroll-opacity' || type === 'scale-opacity';
  return {
    translateY: moves ? Math.round(centred * slack * strength * 100) / 100 : 0,
    scale: scales ? 1 + (PARALLAX_IMAGE_SCALE - 1) * Math.abs(strength) * progress : 1,
    opacity: fades ? clamp((1 - Math.abs(centred)) * 2, 0, 1) : 1,
  };
}

/** The parallax settings of one layer. */
export interface ParallaxOptions {
  readonly speed: number;
  readonly type: ParallaxType;
}

/**
 * Moves `layer` with the scroll position of `container` until the returned function is called.
 * Frames are drawn in `requestAnimationFrame`; nothing happens when the visitor asked for reduced motion.
 */
export function attachParallax(
  container: HTMLElement,
  layer: HTMLElement,
  options: ParallaxOptions,
  view: Window,
): () => void {
  if (view.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true) return () => {};
  let frame = 0;
  const draw = () => {
    frame = 0;
    const rect = container.getBoundingClientRect();
    const { translateY, scale, opacity } = parallaxFrame({
      top: rect.top,
      height: rect.height,
      viewportHeight: view.innerHeight,
      speed: options.speed,
      type: options.type,
    });
    layer.style.transform = `translate3d(0, ${translateY}px, 0) scale(${scale})`;
    layer.style.opacity = String(opacity);
  };
  const schedule = () => {
    if (frame === 0) frame = view.requestAnimationFrame(draw);
  };
  schedule();
  view.addEventListener('scroll', schedule, { passive: true });
  view.addEventListener('resize', schedule, { passive: true });
  return () => {
    view.removeEventListener('scroll', schedule);
    view.removeEventListener('resize', schedule);
    if (frame !== 0) view.cancelAnimationFrame(frame);
  };
}
