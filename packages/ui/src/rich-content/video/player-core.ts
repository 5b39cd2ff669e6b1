import { VIDEO_LOOP_END_OFFSET_S } from '../rich-content.constants.ts';
import type { VideoEventMap, VideoEventName } from './video-player.types.ts';

type Listeners = { [E in VideoEventName]: Set<(payload: VideoEventMap[E]) => void> };

/** What each player kind lets the core do to it. */
export interface PlayerControls {
  seek(seconds: number): void;
  play(): void;
  pause(): void;
}

/**
 * Event plumbing and loop rules shared by the three players: `started` once on the first play; a loop
 * restarts at the start time when playback reaches the end time minus 0.1 s (or ends); a video
 * without loop that reaches its end time pauses and reports `ended`.
 */
export class PlayerCore {
  private readonly listeners: Listeners = {
    ready: new Set(),
    started: new Set(),
    play: new Set(),
    pause: new Set(),
    ended: new Set(),
    timeupdate: new Set(),
    volumechange: new Set(),
    error: new Set(),
  };
  private hasStarted = false;
  private endReported = false;
  controls: PlayerControls | undefined;

  constructor(
    private readonly timing: {
      readonly loop: boolean;
      readonly startTime: number;
      readonly endTime: number;
    },
  ) {}

  on<E extends VideoEventName>(
    event: E,
    listener: (payload: VideoEventMap[E]) => void,
  ): () => void {
    const set = this.listeners[event] as Set<(payload: VideoEventMap[E]) => void>;
    set.add(listener);
    return () => set.delete(listener);
  }

  emit<E extends VideoEventName>(event: E, payload: VideoEventMap[E]): void {
    for (const listener of this.listeners[event] as Set<(payload: VideoEventMap[E]) => void>)
      listener(payload);
  }

  /** The player reports that playback (re)started. */
  playing(): void {
    this.endReported = false;
    if (!this.hasStarted) {
      this.hasStarted = true;
      this.emit('started', undefined);
    }
    this.emit('play', undefined);
  }

  /** The player reports its position. */
  time(currentTime: number): void {
    this.emit('timeupdate', { currentTime });
    const { endTime } = this.timing;
    if (endTime > 0 && currentTime >= endTime - VIDEO_LOOP_END_OFFSET_S) this.reachedEnd(true);
  }

  /** The player reports the end of the media. */
  ended(): void {
    this.reachedEnd(false);
  }

  private reachedEnd(byEndTime: boolean): void {
    if (this.timing.loop) {
      this.controls?.seek(this.timing.startTime);
      this.controls?.play();
      return;
    }
    if (this.endReported) return;
    this.endReported = true;
    if (byEndTime) this.controls?.pause();
    this.emit('ended', undefined);
  }
}
