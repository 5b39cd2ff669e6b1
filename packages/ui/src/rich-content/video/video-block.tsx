import type { VideoBlock } from '@vitrine/rich-content';
import { useRef, useState } from 'react';
import { ConsentPlaceholder, useContentConsent } from '../consent-placeholder.tsx';
import { useText } from '../../i18n/format-message.tsx';
import { Icon } from '../../icon/icon.tsx';
import { cx } from '../../internal/cx.ts';
import { useBlockClass } from '../block-scope.tsx';
import { richContentMessages } from '../rich-content.messages.ts';
import styles from '../rich-content.module.css';
import { useNearViewport, useVideoPlayer } from './use-video-player.ts';
import { useVideoThumbnail } from './use-video-thumbnail.ts';

/** The video services' names as visitors know them. */
export const VIDEO_PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * The video content type. Until the visitor asks for it (or, with autoplay, until it nears the
 * viewport) only a still image and a play button are shown: the players' scripts and frames load on
 * demand. A video that ends shows its still image again, with the button to replay.
 *
 * A YouTube or Vimeo video asks nothing of its service (no thumbnail, no player) until the visitor
 * allows videos: a placeholder of the same size says so, with a button to allow them. The store's
 * own files need no consent.
 */
export function VideoView({ block }: { block: VideoBlock }) {
  const cls = useBlockClass(block);
  const t = useText();
  const boxRef = useRef<HTMLDivElement>(null);
  const [requested, setRequested] = useState(false);
  const consent = useContentConsent('video');
  const provider = block.url.provider === 'local' ? null : VIDEO_PROVIDER_NAMES[block.url.provider];
  const allowed = provider === null || consent.granted;
  const near = useNearViewport(boxRef, block.autoplay);
  const enabled = allowed && (requested || (block.autoplay && near));
  const still = useVideoThumbnail(block.url, undefined, allowed);
  const { ref, showing, ended, play } = useVideoPlayer({
    source: block.url,
    enabled,
    loop: false,
    muted: block.muted,
    autoplay: true,
    controls: true,
    playOnlyVisible: false,
    title: t(richContentMessages.videoTitle),
  });
  const facade = allowed && (!enabled || ended);
  return (
    <div className={cx(styles.video, cls(), ...block.style.cssClasses)}>
      <div ref={consent.boxRef} className={cx(styles.videoInner, cls('inner'))}>
        <div
          ref={boxRef}
          className={styles.videoBox}
          data-video-state={showing ? 'playing' : 'still'}
        >
          <div ref={ref} className={styles.videoPlayer} />
          {provider !== null && !allowed && (
            <ConsentPlaceholder
              kind="video"
              provider={provider}
              consent={consent}
              tone="dark"
              className={styles.videoConsent}
            />
          )}
          {facade && (
            <button
              type="button"
              className={styles.videoFacade}
              aria-label={t(richContentMessages.playVideo)}
              onClick={() => {
                if (enabled) play();
                else setRequested(true);
              }}
            >
              {still !== undefined && (
                <img
                  className={styles.videoFacadeImage}
                  src={still}
                  alt=""
                  decoding="async"
                  loading="lazy"
                />
              )}
              <span className={styles.videoPlayIcon}>
                <Icon name="play" size={32} />
              </span>
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
