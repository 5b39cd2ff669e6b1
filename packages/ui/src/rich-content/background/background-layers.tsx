import type { BackgroundSettings, BackgroundVideo } from '@vitrine/rich-content';
import { useEffect, useRef } from 'react';
import { useConsent } from '../../consent/consent-context.tsx';
import { cx } from '../../internal/cx.ts';
import { backgroundImageUrl } from '../block-styles.ts';
import { BACKGROUND_WIDTH } from '../rich-content.constants.ts';
import { useRichContentServices } from '../rich-content.services.tsx';
import { useNearViewport, useVideoPlayer } from '../video/use-video-player.ts';
import { useVideoThumbnail } from '../video/use-video-thumbnail.ts';
import styles from '../rich-content.module.css';
import { hasParallaxImage } from './background-kind.ts';
import { attachParallax } from './parallax.ts';

function ParallaxLayer({
  className,
  background,
}: {
  className: string;
  background: BackgroundSettings;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const layer = ref.current;
    const container = layer?.parentElement;
    const view = layer?.ownerDocument.defaultView;
    if (
      layer === null ||
      container === null ||
      container === undefined ||
      view === null ||
      view === undefined
    )
      return undefined;
    return attachParallax(
      container,
      layer,
      { speed: background.parallaxSpeed, type: background.parallaxType },
      view,
    );
  }, [background.parallaxSpeed, background.parallaxType]);
  return <div ref={ref} aria-hidden="true" className={cx(styles.parallaxLayer, className)} />;
}

function VideoLayer({ video }: { video: BackgroundVideo }) {
  const { resolveImageUrl } = useRichContentServices();
  const layerRef = useRef<HTMLDivElement>(null);
  const fallback =
    video.fallbackSrc === undefined
      ? undefined
      : backgroundImageUrl(video.fallbackSrc, BACKGROUND_WIDTH.desktop, resolveImageUrl);
  // A YouTube or Vimeo background waits for the visitor's consent to videos: until then the
  // block shows its still image (the store's own) and asks the service for nothing.
  const consent = useConsent('videos');
  const allowed = video.source.provider === 'local' || consent.granted;
  const still = useVideoThumbnail(video.source, fallback, allowed);
  const near = useNearViewport(layerRef, video.lazyLoading);
  const { ref, showing } = useVideoPlayer({
    source: video.source,
    enabled: near && allowed,
    loop: video.loop,
    muted: true,
    autoplay: true,
    controls: false,
    playOnlyVisible: video.playOnlyVisible,
    title: '',
  });
  return (
    <div
      ref={layerRef}
      aria-hidden="true"
      className={styles.videoLayer}
      data-video-state={showing ? 'playing' : 'still'}
    >
      <div
        ref={ref}
        className={cx(
          styles.videoFrame,
          video.source.provider === 'local' && styles.videoFrameLocal,
        )}
      />
      {still !== undefined && (
        <img
          className={cx(styles.videoStill, showing && styles.videoStillHidden)}
          src={still}
          alt=""
          decoding="async"
        />
      )}
      {video.overlayColor !== undefined && (
        <div className={styles.videoOverlay} style={{ backgroundColor: video.overlayColor }} />
      )}
    </div>
  );
}

/**
 * The layers behind a block's content: the parallax image (drawn by the block's `-bg` rule) and the
 * background video with its still image and overlay colour.
 */
export function BackgroundLayers({
  background,
  className,
}: {
  background: BackgroundSettings;
  className: string;
}) {
  return (
    <>
      {hasParallaxImage(background) && (
        <ParallaxLayer className={className} background={background} />
      )}
      {background.video !== undefined && <VideoLayer video={background.video} />}
    </>
  );
}
