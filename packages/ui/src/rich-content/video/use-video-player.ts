import type { VideoSource } from '@vitrine/rich-content';
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { documentScriptLoader } from '../script-loader.ts';
import { useRichContentServices } from '../rich-content.services.tsx';
import { createVideoPlayer } from './video-player.ts';
import type { VideoEventName, VideoPlayer } from './video-player.types.ts';

/** When and how a player starts. */
export interface UseVideoPlayerOptions {
  readonly source: VideoSource;
  /** False until the player may load (lazy loading, a click on the facade). */
  readonly enabled: boolean;
  readonly loop: boolean;
  readonly muted: boolean;
  readonly autoplay: boolean;
  readonly controls: boolean;
  /** Plays only while at least part of the player is in view. */
  readonly playOnlyVisible: boolean;
  readonly title: string;
}

const EVENTS: readonly VideoEventName[] = [
  'ready',
  'started',
  'play',
  'pause',
  'ended',
  'timeupdate',
  'volumechange',
  'error',
];

/**
 * Mounts a player into the returned ref once `enabled`, forwards its events to the storefront's
 * `onVideoEvent`, and reports whether the video is showing (playing since its last end) and whether
 * it ended, so the caller can hide or restore its still image.
 */
export function useVideoPlayer(options: UseVideoPlayerOptions) {
  const ref = useRef<HTMLDivElement>(null);
  const services = useRichContentServices();
  const [showing, setShowing] = useState(false);
  const [ended, setEnded] = useState(false);
  const playerRef = useRef<VideoPlayer | undefined>(undefined);
  const servicesRef = useRef(services);
  servicesRef.current = services;
  const { source, enabled, loop, muted, autoplay, controls, playOnlyVisible, title } = options;

  useEffect(() => {
    const container = ref.current;
    const view = container?.ownerDocument.defaultView;
    if (!enabled || container === null || view === null || view === undefined) return undefined;
    const current = servicesRef.current;
    const player: VideoPlayer = createVideoPlayer({
      source,
      container,
      loop,
      muted,
      autoplay: autoplay && !playOnlyVisible,
      controls,
      title,
      loadScript: current.loadScript ?? documentScriptLoader(container.ownerDocument),
      view,
    });
    const unsubscribe = EVENTS.map((event) =>
      player.on(event, (payload) =>
        servicesRef.current.onVideoEvent?.(event, payload as never, source),
      ),
    );
    unsubscribe.push(
      player.on('play', () => {
        setShowing(true);
        setEnded(false);
      }),
      player.on('ended', () => {
        setShowing(false);
        setEnded(true);
      }),
      player.on('error', ({ error }) =>
        (servicesRef.current.onWarning ?? console.warn)(
          `[rich-content] video player error: ${error instanceof Error ? error.message : String(error)}`,
        ),
      ),
    );
    playerRef.current = player;
    let observer: IntersectionObserver | undefined;
    if (playOnlyVisible && typeof view.IntersectionObserver === 'function') {
      observer = new view.IntersectionObserver(([entry]) => {
        if (entry?.isIntersecting === true) player.play();
        else player.pause();
      });
      observer.observe(container);
    } else if (playOnlyVisible && autoplay) {
      player.play();
    }
    return () => {
      observer?.disconnect();
      for (const stop of unsubscribe) stop();
      player.destroy();
      playerRef.current = undefined;
      setShowing(false);
      setEnded(false);
    };
  }, [source, enabled, loop, muted, autoplay, controls, playOnlyVisible, title]);

  /** Plays again (after the end, from the facade). */
  const play = () => playerRef.current?.play();
  return { ref, showing, ended, play };
}

/** True once `ref`'s element has come near the viewport (or at once where IntersectionObserver is missing). */
export function useNearViewport(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [near, setNear] = useState(!active);
  useEffect(() => {
    const element = ref.current;
    const view = element?.ownerDocument.defaultView;
    if (!active || element === null || element === undefined || view === null || view === undefined)
      return undefined;
    if (!(typeof view.IntersectionObserver === 'function')) {
      setNear(true);
      return undefined;
    }
    const observer = new view.IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting === true) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active]);
  return near;
}
