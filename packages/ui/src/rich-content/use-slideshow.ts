import { useCallback, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../internal/use-reduced-motion.ts';

/** Settings of {@link useSlideshow}. */
export interface SlideshowOptions {
  readonly count: number;
  readonly autoplay: boolean;
  /** Milliseconds each slide stays. */
  readonly autoplaySpeed: number;
  /** Wraps around at both ends. */
  readonly infinite: boolean;
}

/**
 * The current card of the products carousel, with autoplay that pauses while the visitor hovers or
 * focuses it, can be paused by a button (WCAG 2.2.2), and never starts under reduced motion.
 */
export function useSlideshow({ count, autoplay, autoplaySpeed, infinite }: SlideshowOptions) {
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [held, setHeld] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const last = Math.max(0, count - 1);

  const goTo = useCallback(
    (target: number) => {
      if (count === 0) return;
      setIndex(infinite ? ((target % count) + count) % count : Math.min(last, Math.max(0, target)));
    },
    [count, infinite, last],
  );

  const running = autoplay && !stopped && !held && !reducedMotion && count > 1;
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setTimeout(() => {
      // Without infinite, autoplay goes back to the first slide after the last, as Page Builder does.
      setIndex((current) => (current >= last ? 0 : current + 1));
    }, autoplaySpeed);
    return () => window.clearTimeout(timer);
  }, [running, index, autoplaySpeed, last]);

  return {
    index,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    canGoBack: infinite || index > 0,
    canGoForward: infinite || index < last,
    /** Autoplay is set up and the visitor has not stopped it. */
    playing: autoplay && !stopped && !reducedMotion && count > 1,
    autoplayAvailable: autoplay && !reducedMotion && count > 1,
    toggle: () => setStopped((value) => !value),
    /** Pause while hovered or focused. */
    hold: (value: boolean) => setHeld(value),
  };
}
