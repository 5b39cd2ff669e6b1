import type { SliderBlock } from '@vitrine/rich-content';
import { useId } from 'react';
import { useText } from '../i18n/format-message.tsx';
import { Icon } from '../icon/icon.tsx';
import { cx } from '../internal/cx.ts';
import { useBlockClass } from './block-scope.tsx';
import { BlockView } from './blocks.tsx';
import { richContentMessages } from './rich-content.messages.ts';
import { PauseButtonContent } from './pause-button-content.tsx';
import styles from './rich-content.module.css';
import { useSlideshow } from './use-slideshow.ts';

/**
 * Slider: one slide at a time, sliding or fading; arrows, dots, autoplay (paused on hover and focus,
 * with a pause button, off under reduced motion) and infinite wrap as the author set them. Slides
 * out of view are inert, so keyboard and screen-reader users only meet the current one.
 */
export function SliderView({ block }: { block: SliderBlock }) {
  const cls = useBlockClass(block);
  const t = useText();
  const id = useId();
  const slides = block.children;
  const show = useSlideshow({
    count: slides.length,
    autoplay: block.autoplay,
    autoplaySpeed: block.autoplaySpeed,
    infinite: block.infinite,
  });
  if (slides.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t(richContentMessages.sliderLabel)}
      className={cx(
        styles.slider,
        block.fade && styles.sliderFade,
        cls(),
        ...block.style.cssClasses,
      )}
      onMouseEnter={() => show.hold(true)}
      onMouseLeave={() => show.hold(false)}
      onFocus={() => show.hold(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) show.hold(false);
      }}
    >
      <div className={styles.sliderViewport}>
        <div
          id={`${id}-slides`}
          className={styles.sliderTrack}
          aria-live={show.playing ? 'off' : 'polite'}
          style={block.fade ? undefined : { transform: `translateX(-${show.index * 100}%)` }}
        >
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t(richContentMessages.slideLabel, {
                number: index + 1,
                count: slides.length,
              })}
              aria-hidden={index !== show.index || undefined}
              inert={index !== show.index}
              className={cx(styles.slide, index === show.index && styles.slideCurrent)}
            >
              <BlockView block={slide} />
            </div>
          ))}
        </div>
      </div>
      {block.showArrows && slides.length > 1 && (
        <>
          <button
            type="button"
            className={cx(styles.sliderArrow, styles.sliderPrevious)}
            aria-controls={`${id}-slides`}
            aria-label={t(richContentMessages.previousSlide)}
            disabled={!show.canGoBack}
            onClick={show.previous}
          >
            <Icon name="chevron-left" />
          </button>
          <button
            type="button"
            className={cx(styles.sliderArrow, styles.sliderNext)}
            aria-controls={`${id}-slides`}
            aria-label={t(richContentMessages.nextSlide)}
            disabled={!show.canGoForward}
            onClick={show.next}
          >
            <Icon name="chevron-right" />
          </button>
        </>
      )}
      {(block.showDots || show.autoplayAvailable) && slides.length > 1 && (
        <div className={styles.sliderControls}>
          {show.autoplayAvailable && (
            <button
              type="button"
              className={styles.sliderPause}
              aria-label={t(
                show.playing ? richContentMessages.pauseSlider : richContentMessages.playSlider,
              )}
              onClick={show.toggle}
            >
              <PauseButtonContent playing={show.playing} />
            </button>
          )}
          {block.showDots &&
            slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                className={styles.sliderDot}
                aria-label={t(richContentMessages.goToSlide, { number: index + 1 })}
                aria-current={index === show.index || undefined}
                onClick={() => show.goTo(index)}
              />
            ))}
        </div>
      )}
    </section>
  );
}
