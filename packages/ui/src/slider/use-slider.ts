import { useCallback, useEffect, useState } from 'react';

/** Options of {@link useSlider}. */
export interface SliderOptions {
  count: number;
  initialIndex?: number;
  infinite: boolean;
  /** Autoplay wanted and not paused by the shopper, hover or focus. */
  playing: boolean;
  /** Time per slide while playing, in ms. */
  interval: number;
}

/** Index state of a slider: bounded or wrapping moves, and a timer while playing. */
export function useSlider({ count, initialIndex = 0, infinite, playing, interval }: SliderOptions) {
  const [index, setIndex] = useState(() =>
    Math.min(Math.max(0, initialIndex), Math.max(0, count - 1)),
  );
  const last = Math.max(0, count - 1);

  const goTo = useCallback(
    (next: number) => {
      setIndex(infinite ? ((next % count) + count) % count : Math.min(last, Math.max(0, next)));
    },
    [count, infinite, last],
  );

  useEffect(() => {
    if (!playing || count < 2) return undefined;
    const timer = setInterval(() => {
      setIndex((current) => (current >= last ? (infinite ? 0 : current) : current + 1));
    }, interval);
    return () => clearInterval(timer);
  }, [playing, count, interval, infinite, last]);

  return {
    index,
    goTo,
    canGoBack: infinite ? count > 1 : index > 0,
    canGoForward: infinite ? count > 1 : index < last,
  };
}
