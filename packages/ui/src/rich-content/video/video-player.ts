import { createLocalPlayer } from './local-player.ts';
import type { VideoPlayer, VideoPlayerOptions } from './video-player.types.ts';
import { createVimeoPlayer } from './vimeo-player.ts';
import { createYouTubePlayer } from './youtube-player.ts';

/** Starts the player that fits the source: YouTube, Vimeo or the store's own file. */
export function createVideoPlayer(options: VideoPlayerOptions): VideoPlayer {
  switch (options.source.provider) {
    case 'youtube':
      return createYouTubePlayer(options);
    case 'vimeo':
      return createVimeoPlayer(options);
    case 'local':
      return createLocalPlayer(options);
  }
}
