/** What {@link startScriptsAfterLeadImage} is told by the server. */
export interface HeldScripts {
  /** The `rel` the module preloads were written with. */
  preloadRel: string;
  /** The `type` the boot module was written with. */
  moduleType: string;
  /** The longest wait for the lead image. */
  maxWaitMs: number;
}

/**
 * Starts the page's scripts once its lead image has arrived and been drawn, or at once when the
 * page has none. The lead image is the page's own preload (`data-page-hint`, the hero of a CMS page)
 * whose media match, else the first image marked `fetchpriority="high"` (the product's photo).
 * The held module preloads become module preloads again and the held boot module becomes a module,
 * which then loads and hydrates the page as react-router wrote it.
 *
 * It runs inline, before the held boot module, as the page is parsed: written out from its source by
 * the server, it uses nothing but its argument and the browser's globals.
 */
export function startScriptsAfterLeadImage({
  preloadRel,
  moduleType,
  maxWaitMs,
}: HeldScripts): void {
  let started = false;
  /** Turns the held preloads, all in the head, into module preloads: the downloads begin. */
  const preload = (): void => {
    for (const hint of document.querySelectorAll(`link[rel="${preloadRel}"]`)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = hint.getAttribute('href') ?? '';
      hint.replaceWith(link);
    }
  };
  const start = (): void => {
    if (started) return;
    preload();
    const held = document.querySelector(`script[type="${moduleType}"]`);
    if (held === null) {
      // The parser has not reached the boot module yet (it follows this script).
      document.addEventListener('DOMContentLoaded', start, { once: true });
      return;
    }
    started = true;
    const boot = document.createElement('script');
    boot.type = 'module';
    boot.textContent = held.textContent;
    held.replaceWith(boot);
  };
  // After the frame that draws the image: the next task once a frame has begun.
  const afterNextFrame = (): void => {
    requestAnimationFrame(() => setTimeout(start, 0));
  };
  setTimeout(start, maxWaitMs);

  const hint = Array.from(
    document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"][data-page-hint]'),
  ).find((link) => link.media === '' || matchMedia(link.media).matches);
  if (hint !== undefined) {
    if (performance.getEntriesByName(hint.href, 'resource').length > 0) afterNextFrame();
    else {
      hint.addEventListener('load', afterNextFrame, { once: true });
      hint.addEventListener('error', start, { once: true });
    }
    return;
  }
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (image === null) start();
  else if (image.complete) afterNextFrame();
  else {
    image.addEventListener('load', afterNextFrame, { once: true });
    image.addEventListener('error', start, { once: true });
  }
}
