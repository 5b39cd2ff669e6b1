import type { VideoBlock } from '@vitrine/rich-content';
import { useRef, useState } from 'react';
import { useText } from '../../i18n/format-message.tsx';
import { Icon } from '../../icon/icon.tsx';
import { cx } from '../../internal/cx.ts';
import { useBlockClass } from '../block-scope.tsx';
import { richContentMessages } from '../rich-content.messages.ts';
import styles from '../rich-content.module.css';
import { useNearViewport, useVideoPlayer } from './use-video-player.ts';
import { useVideoThumbnail } from './use-video-thumbnail.ts';

/**
 * The video content type. Until the visitor asks for it (or, with autoplay, until it nears the
 * viewport) only a still image and a play button are shown: the players' scripts and frames load on
 * demand. A video that ends shows its still image again, with the button to replay.
 */
export function VideoView({ block }: { block: VideoBlock }) {
  const cls = useBlockClass(block);
  const t = useText();
  const boxRef = useRef<HTMLDivElement>(null);
  const [requested, setRequested] = useState(false);
  const near = useNearViewport(boxRef, block.autoplay);
  const enabled = requested || (block.autoplay && near);
  const still = useVideoThumbnail(block.url, undefined);
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
  const facade = !enabled || ended;
  return (
    <div className={cx(styles.video, cls(), ...block.style.cssClasses)}>
      <div className={cx(styles.videoInner, cls('inner'))}>
        <div
          ref={boxRef}
          className={styles.videoBox}
          data-video-state={showing ? 'playing' : 'still'}
        >
          <div ref={ref} className={styles.videoPlayer} />
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
