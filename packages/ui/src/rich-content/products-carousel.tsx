import type { ProductsCarouselSettings } from '@vitrine/rich-content';
import { useEffect, useId, useRef } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useText } from '../i18n/format-message.tsx';
import { Icon } from '../icon/icon.tsx';
import { cx } from '../internal/cx.ts';
import { richContentMessages } from './rich-content.messages.ts';
import { PauseButtonContent } from './pause-button-content.tsx';
import styles from './rich-content.module.css';
import { useSlideshow } from './use-slideshow.ts';

/**
 * Products in a carousel: a scroll-snapping row of cards (swipe on touch screens, arrows and dots
 * elsewhere), several per view as the width allows; autoplay moves one card at a time and pauses on
 * hover and focus. `centerPadding` shows a peek of the neighbouring cards. The row scrolls inside
 * its own box: the page never scrolls sideways. While `loading`, the items are placeholders and the
 * controls keep their room without being offered.
 */
export function ProductsCarousel({
  settings,
  items,
  loading = false,
}: {
  settings: ProductsCarouselSettings;
  items: readonly ReactNode[];
  loading?: boolean;
}) {
  const t = useText();
  const id = useId();
  const track = useRef<HTMLUListElement>(null);
  const show = useSlideshow({
    count: items.length,
    autoplay: settings.autoplay && !loading,
    autoplaySpeed: settings.autoplaySpeed ?? 4000,
    infinite: settings.infinite || settings.carouselMode === 'continuous',
  });

  useEffect(() => {
    const list = track.current;
    const card = list?.children[show.index];
    if (list === null || !(card instanceof HTMLElement)) return;
    list.scrollTo?.({ left: card.offsetLeft - list.offsetLeft, behavior: 'smooth' });
  }, [show.index]);

  // As in Page Builder, the side padding belongs to the continuous (centred) mode only: a default
  // carousel starts flush with the content and lets the next card peek in at the end.
  const padding =
    settings.carouselMode !== 'continuous' || settings.centerPadding === undefined
      ? undefined
      : ({ '--rc-center-padding': settings.centerPadding } as CSSProperties);
  const showArrows = settings.arrows && items.length > 1;
  const showDots = settings.dots && items.length > 1;
  const showPause = show.autoplayAvailable && items.length > 1;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t(richContentMessages.productsLabel)}
      aria-busy={loading || undefined}
      className={styles.productsCarousel}
      onMouseEnter={() => show.hold(true)}
      onMouseLeave={() => show.hold(false)}
      onFocus={() => show.hold(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) show.hold(false);
      }}
    >
      <ul ref={track} id={`${id}-track`} className={styles.productsTrack} style={padding}>
        {items.map((item, index) => (
          // Cards have no common key shape; their order is the author's and stable.
          <li
            key={index}
            className={styles.productsSlide}
            aria-roledescription="slide"
            aria-label={t(richContentMessages.slideLabel, {
              number: index + 1,
              count: items.length,
            })}
          >
            {item}
          </li>
        ))}
      </ul>
      {(showArrows || showDots || showPause) &&
        (loading ? (
          // The same height as the controls, so the loaded carousel pushes nothing down.
          <div className={cx(styles.sliderControls, styles.controlsPending)} aria-hidden="true" />
        ) : (
          <div className={styles.sliderControls}>
            {showPause && (
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
            {showArrows && (
              <button
                type="button"
                className={styles.sliderArrowStatic}
                aria-controls={`${id}-track`}
                aria-label={t(richContentMessages.previousSlide)}
                disabled={!show.canGoBack}
                onClick={show.previous}
              >
                <Icon name="chevron-left" />
              </button>
            )}
            {showDots && (
              <span className={styles.sliderDots}>
                {items.map((_, index) => (
                  <button
                    key={index}
                    type="button"
                    className={styles.sliderDot}
                    aria-label={t(richContentMessages.goToSlide, { number: index + 1 })}
                    aria-current={index === show.index || undefined}
                    onClick={() => show.goTo(index)}
                  />
                ))}
              </span>
            )}
            {showArrows && (
              <button
                type="button"
                className={styles.sliderArrowStatic}
                aria-controls={`${id}-track`}
                aria-label={t(richContentMessages.nextSlide)}
                disabled={!show.canGoForward}
                onClick={show.next}
              >
                <Icon name="chevron-right" />
              </button>
            )}
          </div>
        ))}
    </section>
  );
}
