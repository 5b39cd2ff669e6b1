import type { VideoSource } from '@vitrine/rich-content';

/** The events every player emits (spec §4 "Video players"). */
export interface VideoEventMap {
  ready: undefined;
  /** The first time playback starts. */
  started: undefined;
  play: undefined;
  pause: undefined;
  ended: undefined;
  timeupdate: { readonly currentTime: number };
  volumechange: { readonly volume: number; readonly muted: boolean };
  error: { readonly error: unknown };
}

export type VideoEventName = keyof VideoEventMap;

/** A running player of any of the three kinds. */
export interface VideoPlayer {
  on<E extends VideoEventName>(event: E, listener: (payload: VideoEventMap[E]) => void): () => void;
  play(): void;
  pause(): void;
  /** Removes the player and its timers. */
  destroy(): void;
}

/** What a player needs to start. */
export interface VideoPlayerOptions {
  readonly source: VideoSource;
  /** The element the player is mounted into (emptied on destroy). */
  readonly container: HTMLElement;
  readonly loop: boolean;
  readonly muted: boolean;
  readonly autoplay: boolean;
  /** Background players have no controls and no sound unless told otherwise. */
  readonly controls: boolean;
  readonly title: string;
  readonly loadScript: (url: string) => Promise<void>;
  readonly view: Window;
}
