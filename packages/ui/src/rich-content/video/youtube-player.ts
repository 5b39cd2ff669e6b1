import { VIDEO_DEFAULT_SIZE, VIDEO_POLL_MS, YOUTUBE_API_URL } from '../rich-content.constants.ts';
import { PlayerCore } from './player-core.ts';
import type { VideoPlayer, VideoPlayerOptions } from './video-player.types.ts';

/** The part of the YouTube IFrame API the player uses. */
export interface YouTubePlayerInstance {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  getCurrentTime(): number;
  getVolume(): number;
  isMuted(): boolean;
  mute(): void;
  destroy(): void;
}

export interface YouTubeNamespace {
  Player: new (
    element: HTMLElement,
    options: {
      host: string;
      videoId: string;
      width: number;
      height: number;
      playerVars: Record<string, string | number>;
      events: {
        onReady: () => void;
        onStateChange: (event: { data: number }) => void;
        onError: (event: { data: number }) => void;
      };
    },
  ) => YouTubePlayerInstance;
}

type YouTubeWindow = Window & {
  YT?: YouTubeNamespace & { loaded?: number };
  onYouTubeIframeAPIReady?: () => void;
};

const STATE = { ended: 0, playing: 1, paused: 2 } as const;

/** Resolves once the IFrame API has called `onYouTubeIframeAPIReady` (or already had). */
export function whenYouTubeReady(view: YouTubeWindow): Promise<YouTubeNamespace> {
  const ready = view.YT;
  if (ready?.Player !== undefined && ready.loaded === 1) return Promise.resolve(ready);
  return new Promise((resolve) => {
    const previous = view.onYouTubeIframeAPIReady;
    view.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (view.YT !== undefined) resolve(view.YT);
    };
  });
}

/** A YouTube player (privacy-enhanced host), loaded on demand; volume and time are polled every 150 ms. */
export function createYouTubePlayer(options: VideoPlayerOptions): VideoPlayer {
  const { source, container, view } = options;
  if (source.provider !== 'youtube') throw new Error('createYouTubePlayer needs a YouTube source');
  const core = new PlayerCore({
    loop: options.loop,
    startTime: source.startTime,
    endTime: source.endTime,
  });
  const mount = view.document.createElement('div');
  container.append(mount);
  let player: YouTubePlayerInstance | undefined;
  let poll: number | undefined;
  let destroyed = false;
  let last = { time: -1, volume: -1, muted: false };

  const stopPolling = () => {
    if (poll !== undefined) view.clearInterval(poll);
    poll = undefined;
  };
  const startPolling = () => {
    stopPolling();
    poll = view.setInterval(() => {
      if (player === undefined) return;
      const time = player.getCurrentTime();
      const volume = player.getVolume();
      const muted = player.isMuted();
      if (volume !== last.volume || muted !== last.muted)
        core.emit('volumechange', { volume, muted });
      last = { time: last.time, volume, muted };
      if (time !== last.time) {
        last = { ...last, time };
        core.time(time);
      }
    }, VIDEO_POLL_MS);
  };

  core.controls = {
    seek: (seconds) => player?.seekTo(seconds, true),
    play: () => player?.playVideo(),
    pause: () => player?.pauseVideo(),
  };

  options
    .loadScript(YOUTUBE_API_URL)
    .then(() => whenYouTubeReady(view as YouTubeWindow))
    .then((YT) => {
      if (destroyed) return;
      player = new YT.Player(mount, {
        host: 'https://www.youtube-nocookie.com',
        videoId: source.id,
        width: VIDEO_DEFAULT_SIZE.width,
        height: VIDEO_DEFAULT_SIZE.height,
        playerVars: {
          autoplay: 0,
          controls: options.controls ? 1 : 0,
          disablekb: options.controls ? 0 : 1,
          fs: options.controls ? 1 : 0,
          iv_load_policy: 3,
          playsinline: 1,
          rel: 0,
          mute: options.muted ? 1 : 0,
          start: Math.floor(source.startTime),
          ...(source.endTime > 0 ? { end: Math.ceil(source.endTime) } : {}),
        },
        events: {
          onReady: () => {
            if (options.muted) player?.mute();
            core.emit('ready', undefined);
            if (options.autoplay) player?.playVideo();
          },
          onStateChange: ({ data }) => {
            if (data === STATE.playing) {
              core.playing();
              startPolling();
            } else if (data === STATE.paused) {
              stopPolling();
              core.emit('pause', undefined);
            } else if (data === STATE.ended) {
              stopPolling();
              core.ended();
            }
          },
          onError: ({ data }) =>
            core.emit('error', { error: new Error(`YouTube player error ${data}`) }),
        },
      });
    })
    .catch((error: unknown) => core.emit('error', { error }));

  return {
    on: (event, listener) => core.on(event, listener),
    play: () => player?.playVideo(),
    pause: () => player?.pauseVideo(),
    destroy: () => {
      destroyed = true;
      stopPolling();
      player?.destroy();
      mount.remove();
    },
  };
}
