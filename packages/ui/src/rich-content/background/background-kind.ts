import type { BackgroundSettings } from '@vitrine/rich-content';

/** Whether the background image moves with parallax (a video background has its own layer). */
export function hasParallaxImage(background: BackgroundSettings): boolean {
  return (
    background.enableParallax &&
    background.backgroundType === 'image' &&
    (background.desktopImage !== undefined || background.mobileImage !== undefined)
  );
}

/**
 * Whether the block needs positioned layers behind its content (drawn by the `background` family's
 * renderer, fetched only for content that has some).
 */
export function hasBackgroundLayers(background: BackgroundSettings): boolean {
  return hasParallaxImage(background) || background.video !== undefined;
}
