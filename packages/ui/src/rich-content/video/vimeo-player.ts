import { VIMEO_API_URL } from '../rich-content.constants.ts';
import { PlayerCore } from './player-core.ts';
import type { VideoPlayer, VideoPlayerOptions } from './video-player.types.ts';

/** The part of the Vimeo Player API the player uses. */
export interface VimeoPlayerInstance {
  ready(): Promise<void>;
  play(): Promise<void>;
  pause(): Promise<void>;
  setCurrentTime(seconds: number): Promise<number>;
  on(event: string, callback: (data: { seconds?: number; volume?: number }) => void): void;
  destroy(): Promise<void>;
}

export interface VimeoNamespace {
  Player: new (
    element: HTMLElement,
    options: Record<string, string | number | boolean>,
  ) => VimeoPlayerInstance;
}

type VimeoWindow = Window & { Vimeo?: VimeoNamespace };

/** A Vimeo player (do-not-track), loaded on demand; Vimeo reports time and volume itself. */
export function createVimeoPlayer(options: VideoPlayerOptions): VideoPlayer {
  const { source, container, view } = options;
  if (source.provider !== 'vimeo') throw new Error('createVimeoPlayer needs a Vimeo source');
  const core = new PlayerCore({
    loop: options.loop,
    startTime: source.startTime,
    endTime: source.endTime,
  });
  const mount = view.document.createElement('div');
  container.append(mount);
  let player: VimeoPlayerInstance | undefined;
  let destroyed = false;
  const report = (promise: Promise<unknown> | undefined) => {
    promise?.catch((error: unknown) => core.emit('error', { error }));
  };
  core.controls = {
    seek: (seconds) => report(player?.setCurrentTime(seconds)),
    play: () => report(player?.play()),
    pause: () => report(player?.pause()),
  };

  options
    .loadScript(VIMEO_API_URL)
    .then(() => {
      const Vimeo = (view as VimeoWindow).Vimeo;
      if (Vimeo === undefined) throw new Error('the Vimeo player API did not load');
      if (destroyed) return;
      player = new Vimeo.Player(mount, {
        url: source.embedUrl,
        dnt: true,
        muted: options.muted,
        autoplay: false,
        loop: false,
        controls: options.controls,
        autopause: false,
        playsinline: true,
        byline: false,
        portrait: false,
        title: false,
      });
      player.on('play', () => core.playing());
      player.on('pause', () => core.emit('pause', undefined));
      player.on('ended', () => core.ended());
      player.on('timeupdate', (data) => core.time(data.seconds ?? 0));
      player.on('volumechange', (data) => {
        const volume = data.volume ?? 0;
        core.emit('volumechange', { volume, muted: volume === 0 });
      });
      player.on('error', (data) => core.emit('error', { error: data }));
      return player.ready().then(() => {
        if (destroyed) return;
        if (source.startTime > 0) report(player?.setCurrentTime(source.startTime));
        core.emit('ready', undefined);
        if (options.autoplay) report(player?.play());
      });
    })
    .catch((error: unknown) => core.emit('error', { error }));

  return {
    on: (event, listener) => core.on(event, listener),
    play: () => report(player?.play()),
    pause: () => report(player?.pause()),
    destroy: () => {
      destroyed = true;
      report(player?.destroy());
      mount.remove();
    },
  };
}
