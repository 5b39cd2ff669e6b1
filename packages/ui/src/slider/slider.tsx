import { useId, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { Icon } from '../icon/icon.tsx';
import { useFormatMessage, useText } from '../i18n/format-message.tsx';
import type { Translatable } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import { usePrefersReducedMotion } from '../internal/use-reduced-motion.ts';
import { sliderMessages } from './slider.messages.ts';
import styles from './slider.module.css';
import { useSlider } from './use-slider.ts';

/** Props of {@link Slider}. */
export interface SliderProps {
  slides: readonly ReactNode[];
  /** Accessible name of the carousel, e.g. 'Nos nouveautés'. */
  label: Translatable;
  /** Advance on a timer (paused on hover and focus, never under reduced motion). @defaultValue false */
  autoplay?: boolean;
  /** Time per slide when autoplaying, in ms. @defaultValue 4000 */
  autoplaySpeed?: number;
  /** Cross-fade instead of sliding. @defaultValue false */
  fade?: boolean;
  /** Wrap from the last slide to the first and back. @defaultValue true */
  infinite?: boolean;
  /** @defaultValue true */
  showArrows?: boolean;
  /** @defaultValue true */
  showDots?: boolean;
  initialIndex?: number;
  className?: string;
}

const SWIPE_PX = 40;

/**
 * A carousel (Page Builder slider, product carousels) in the WAI-ARIA carousel pattern: previous
 * and next buttons, dots, optional autoplay with a pause button that hover and focus also pause,
 * slides that are hidden from assistive technology when off screen, and swipe on touch screens.
 * Reduced motion turns autoplay off and transitions into cuts.
 */
export function Slider({
  slides,
  label,
  autoplay = false,
  autoplaySpeed = 4000,
  fade = false,
  infinite = true,
  showArrows = true,
  showDots = true,
  initialIndex = 0,
  className,
}: SliderProps) {
  const t = useText();
  const formatMessage = useFormatMessage();
  const baseId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [pausedByUser, setPausedByUser] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const wantsAutoplay = autoplay && !reducedMotion && !pausedByUser;
  const playing = wantsAutoplay && !hovered && !focused;
  const { index, goTo, canGoBack, canGoForward } = useSlider({
    count: slides.length,
    initialIndex,
    infinite,
    playing,
    interval: autoplaySpeed,
  });
  const swipeStart = useRef<number | null>(null);
  const count = slides.length;

  return (
    <section
      className={cx(styles.slider, fade && styles.fade, className)}
      aria-roledescription={t(sliderMessages.carousel)}
      aria-label={t(label)}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        className={styles.viewport}
        aria-live={playing ? 'off' : 'polite'}
        onPointerDown={(event) => {
          swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
        }}
        onPointerUp={(event) => {
          if (swipeStart.current === null) return;
          const delta = event.clientX - swipeStart.current;
          swipeStart.current = null;
          if (delta <= -SWIPE_PX && canGoForward) goTo(index + 1);
          if (delta >= SWIPE_PX && canGoBack) goTo(index - 1);
        }}
      >
        <div className={styles.track} style={{ '--index': index } as CSSProperties}>
          {slides.map((slide, position) => (
            <div
              key={position}
              id={`${baseId}-slide-${position}`}
              className={cx(styles.slide, position === index && styles.active)}
              role="group"
              aria-roledescription={t(sliderMessages.slide)}
              aria-label={formatMessage(sliderMessages.slideLabel, { index: position + 1, count })}
              aria-hidden={position !== index}
              inert={position !== index}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          {autoplay ? (
            <button
              type="button"
              className={styles.control}
              aria-label={t(wantsAutoplay ? sliderMessages.pause : sliderMessages.play)}
              onClick={() => setPausedByUser(wantsAutoplay)}
            >
              <Icon name={wantsAutoplay ? 'pause' : 'play'} size={18} />
            </button>
          ) : null}
          {showArrows ? (
            <button
              type="button"
              className={cx(styles.control, styles.arrow, styles.previous)}
              aria-label={t(sliderMessages.previous)}
              aria-controls={`${baseId}-slide-${index}`}
              disabled={!canGoBack}
              onClick={() => goTo(index - 1)}
            >
              <Icon name="chevron-left" />
            </button>
          ) : null}
          {showDots ? (
            <div className={styles.dots}>
              {slides.map((_, position) => (
                <button
                  key={position}
                  type="button"
                  className={styles.dot}
                  aria-label={formatMessage(sliderMessages.goTo, { index: position + 1 })}
                  aria-current={position === index || undefined}
                  onClick={() => goTo(position)}
                />
              ))}
            </div>
          ) : null}
          {showArrows ? (
            <button
              type="button"
              className={cx(styles.control, styles.arrow, styles.next)}
              aria-label={t(sliderMessages.next)}
              aria-controls={`${baseId}-slide-${index}`}
              disabled={!canGoForward}
              onClick={() => goTo(index + 1)}
            >
              <Icon name="chevron-right" />
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
