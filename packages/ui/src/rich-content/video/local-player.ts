import { PlayerCore } from './player-core.ts';
import type { VideoPlayer, VideoPlayerOptions } from './video-player.types.ts';

const MIME_TYPES = { mp4: 'video/mp4', webm: 'video/webm', ogv: 'video/ogg' } as const;

/** A `<video>` element for the store's own files. */
export function createLocalPlayer(options: VideoPlayerOptions): VideoPlayer {
  const { source, container, view } = options;
  if (source.provider !== 'local') throw new Error('createLocalPlayer needs a local source');
  const core = new PlayerCore({
    loop: options.loop,
    startTime: source.startTime,
    endTime: source.endTime,
  });
  const video = view.document.createElement('video');
  video.muted = options.muted;
  video.playsInline = true;
  video.controls = options.controls;
  video.preload = 'metadata';
  video.setAttribute('title', options.title);
  for (const file of source.sources) {
    const element = view.document.createElement('source');
    element.src = file.url;
    element.type = MIME_TYPES[file.type];
    video.append(element);
  }
  const play = () => {
    // play() rejects when the browser refuses autoplay; that is reported, not thrown.
    video.play()?.catch((error: unknown) => core.emit('error', { error }));
  };
  core.controls = {
    seek: (seconds) => {
      video.currentTime = seconds;
    },
    play,
    pause: () => video.pause(),
  };
  const handlers: [string, () => void][] = [
    [
      'loadedmetadata',
      () => {
        if (source.startTime > 0) video.currentTime = source.startTime;
        core.emit('ready', undefined);
        if (options.autoplay) play();
      },
    ],
    ['playing', () => core.playing()],
    ['pause', () => core.emit('pause', undefined)],
    ['ended', () => core.ended()],
    ['timeupdate', () => core.time(video.currentTime)],
    ['volumechange', () => core.emit('volumechange', { volume: video.volume, muted: video.muted })],
    ['error', () => core.emit('error', { error: video.error })],
  ];
  for (const [event, handler] of handlers) video.addEventListener(event, handler);
  container.append(video);
  return {
    on: (event, listener) => core.on(event, listener),
    play,
    pause: () => video.pause(),
    destroy: () => {
      for (const [event, handler] of handlers) video.removeEventListener(event, handler);
      video.pause();
      video.remove();
    },
  };
}
