import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { renderMarkup } from '../rich-content.test-utils.tsx';
import { VIMEO_API_URL, YOUTUBE_API_URL } from '../rich-content.constants.ts';
import type { YouTubeNamespace } from './youtube-player.ts';
import { loadAllBlockFamilies } from '../block-registry.tsx';

// The browser entry fetches the renderers a page needs before hydrating it (decision 105).
beforeAll(loadAllBlockFamilies);

function backgroundRow(attributes: string): string {
  return `<div data-content-type="row" data-appearance="full-bleed" data-element="main" data-background-images="{}" data-background-type="video" data-video-fallback-src="/media/wysiwyg/still.jpg" data-video-play-only-visible="false" data-video-lazy-load="false" ${attributes}><div data-content-type="text" data-element="main"><p>Contenu</p></div></div>`;
}

function recorder() {
  const events: [string, unknown][] = [];
  const onVideoEvent = vi.fn((event: string, payload: unknown) => {
    if (event !== 'timeupdate' && event !== 'volumechange') events.push([event, payload]);
  });
  return { events, onVideoEvent };
}

describe('background video with the store’s own file', () => {
  // jsdom does not implement media playback.
  let play: MockInstance<() => Promise<void>>;
  let pause: MockInstance<() => void>;
  beforeEach(() => {
    play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  });
  afterEach(() => {
    play.mockRestore();
    pause.mockRestore();
  });

  it('emits every player event, hides the still image while playing and restores it at the end', () => {
    const { events, onVideoEvent } = recorder();
    const { container } = renderMarkup(
      backgroundRow('data-video-src="/media/video/ferme.mp4" data-video-loop="false"'),
      { onVideoEvent, onWarning: vi.fn() },
    );
    const video = container.querySelector('video');
    const layer = container.querySelector('[data-video-state]');
    expect(video).not.toBeNull();
    expect(video?.muted).toBe(true);
    expect(video?.querySelector('source')).toHaveAttribute('src', '/media/video/ferme.mp4');
    expect(layer).toHaveAttribute('data-video-state', 'still');

    fireEvent(video!, new Event('loadedmetadata'));
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent(video!, new Event('playing'));
    expect(layer).toHaveAttribute('data-video-state', 'playing');
    Object.defineProperty(video, 'currentTime', { value: 3.5, configurable: true, writable: true });
    fireEvent(video!, new Event('timeupdate'));
    fireEvent(video!, new Event('volumechange'));
    fireEvent(video!, new Event('pause'));
    fireEvent(video!, new Event('playing'));
    fireEvent(video!, new Event('ended'));
    expect(layer).toHaveAttribute('data-video-state', 'still');
    fireEvent(video!, new Event('error'));

    expect(events.map(([event]) => event)).toEqual([
      'ready',
      'started',
      'play',
      'pause',
      'play',
      'ended',
      'error',
    ]);
    expect(onVideoEvent).toHaveBeenCalledWith(
      'timeupdate',
      { currentTime: 3.5 },
      expect.objectContaining({ provider: 'local' }),
    );
    expect(onVideoEvent).toHaveBeenCalledWith(
      'volumechange',
      { volume: 1, muted: true },
      expect.anything(),
    );
  });

  it('restarts a looping video at its start instead of ending', () => {
    const { events, onVideoEvent } = recorder();
    const { container } = renderMarkup(
      backgroundRow('data-video-src="/media/video/ferme.mp4" data-video-loop="true"'),
      { onVideoEvent },
    );
    const video = container.querySelector('video')!;
    fireEvent(video, new Event('loadedmetadata'));
    fireEvent(video, new Event('playing'));
    video.currentTime = 12;
    fireEvent(video, new Event('ended'));
    expect(video.currentTime).toBe(0);
    expect(play).toHaveBeenCalledTimes(2);
    expect(events.map(([event]) => event)).toEqual(['ready', 'started', 'play']);
    expect(container.querySelector('[data-video-state]')).toHaveAttribute(
      'data-video-state',
      'playing',
    );
  });
});

describe('play-only-visible', () => {
  let play: MockInstance<() => Promise<void>>;
  let pause: MockInstance<() => void>;
  beforeEach(() => {
    play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  });
  afterEach(() => {
    play.mockRestore();
    pause.mockRestore();
    vi.unstubAllGlobals();
  });

  it('plays a background video only while it is in view', () => {
    const observers: {
      callback: (entries: { isIntersecting: boolean }[]) => void;
      target?: Element;
    }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly record: (typeof observers)[number];
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          this.record = { callback };
          observers.push(this.record);
        }
        observe(target: Element) {
          this.record.target = target;
        }
        disconnect() {}
      },
    );
    const { container } = renderMarkup(
      backgroundRow('data-video-src="/media/video/ferme.mp4" data-video-loop="true"').replace(
        'data-video-play-only-visible="false"',
        'data-video-play-only-visible="true"',
      ),
    );
    const visibility = observers.find(
      (observer) => observer.target?.querySelector('video') !== null,
    );
    expect(container.querySelector('video')).not.toBeNull();
    expect(play).not.toHaveBeenCalled();
    act(() => visibility?.callback([{ isIntersecting: true }]));
    expect(play).toHaveBeenCalledTimes(1);
    act(() => visibility?.callback([{ isIntersecting: false }]));
    expect(pause).toHaveBeenCalled();
  });
});

interface FakeYouTubeOptions {
  host: string;
  videoId: string;
  playerVars: Record<string, string | number>;
  events: {
    onReady: () => void;
    onStateChange: (event: { data: number }) => void;
    onError: (event: { data: number }) => void;
  };
}

function fakeYouTube() {
  const players: {
    options: FakeYouTubeOptions;
    instance: Record<string, ReturnType<typeof vi.fn>>;
    time: number;
  }[] = [];
  const YT = {
    loaded: 1,
    Player: vi.fn(function (this: unknown, _element: HTMLElement, options: FakeYouTubeOptions) {
      const record = { options, time: 0, instance: {} as Record<string, ReturnType<typeof vi.fn>> };
      record.instance = {
        playVideo: vi.fn(),
        pauseVideo: vi.fn(),
        seekTo: vi.fn((seconds: number) => {
          record.time = seconds;
        }),
        getCurrentTime: vi.fn(() => record.time),
        getVolume: vi.fn(() => 40),
        isMuted: vi.fn(() => true),
        mute: vi.fn(),
        destroy: vi.fn(),
      };
      players.push(record);
      return record.instance;
    }),
  };
  const loadScript = vi.fn((url: string) => {
    (window as unknown as { YT: YouTubeNamespace }).YT = YT as unknown as YouTubeNamespace;
    return url === YOUTUBE_API_URL ? Promise.resolve() : Promise.reject(new Error(url));
  });
  return { players, loadScript };
}

const YOUTUBE_VIDEO = `<div data-content-type="video" data-appearance="default" data-element="main"><div class="pagebuilder-video-inner" data-element="inner"><div class="pagebuilder-video-wrapper" data-element="wrapper"><div class="pagebuilder-video-container"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" data-element="video"></iframe></div></div></div></div>`;

describe('YouTube player', () => {
  afterEach(() => {
    delete (window as { YT?: unknown }).YT;
    vi.useRealTimers();
  });

  it('loads on demand from the play button, on the privacy-enhanced host, and reports its events', async () => {
    const { players, loadScript } = fakeYouTube();
    const { events, onVideoEvent } = recorder();
    const onWarning = vi.fn();
    renderMarkup(YOUTUBE_VIDEO, {
      loadScript,
      onVideoEvent,
      onWarning,
      fetchJson: () => Promise.resolve([]),
    });
    expect(loadScript).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Play video' }));
    await act(() => Promise.resolve());
    expect(loadScript).toHaveBeenCalledWith(YOUTUBE_API_URL);
    const [player] = players;
    expect(player?.options).toMatchObject({
      host: 'https://www.youtube-nocookie.com',
      videoId: 'dQw4w9WgXcQ',
      playerVars: { controls: 1, mute: 0 },
    });

    vi.useFakeTimers();
    act(() => {
      player?.options.events.onReady();
    });
    expect(player?.instance['playVideo']).toHaveBeenCalledTimes(1);
    act(() => {
      player?.options.events.onStateChange({ data: 1 });
    });
    player!.time = 7;
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(onVideoEvent).toHaveBeenCalledWith('timeupdate', { currentTime: 7 }, expect.anything());
    expect(onVideoEvent).toHaveBeenCalledWith(
      'volumechange',
      { volume: 40, muted: true },
      expect.anything(),
    );
    act(() => {
      player?.options.events.onStateChange({ data: 2 });
    });
    act(() => {
      player?.options.events.onStateChange({ data: 0 });
    });
    act(() => {
      player?.options.events.onError({ data: 150 });
    });
    expect(events.map(([event]) => event)).toEqual([
      'ready',
      'started',
      'play',
      'pause',
      'ended',
      'error',
    ]);
    expect(onWarning).toHaveBeenCalledWith(
      '[rich-content] video player error: YouTube player error 150',
    );
    vi.useRealTimers();

    // The end shows the still image and the play button again; it replays the same player.
    await userEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(player?.instance['playVideo']).toHaveBeenCalledTimes(2);
    expect(players).toHaveLength(1);
  });

  it('loops a background video at its start time 0.1 s before its end time', async () => {
    const { players, loadScript } = fakeYouTube();
    renderMarkup(
      backgroundRow(
        'data-video-src="https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;start=5&amp;end=20" data-video-loop="true"',
      ),
      { loadScript },
    );
    await act(() => Promise.resolve());
    const [player] = players;
    expect(player?.options.playerVars).toMatchObject({ controls: 0, mute: 1, start: 5, end: 20 });
    vi.useFakeTimers();
    act(() => {
      player?.options.events.onReady();
    });
    act(() => {
      player?.options.events.onStateChange({ data: 1 });
    });
    player!.time = 19.85;
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(player?.instance['seekTo']).not.toHaveBeenCalled();
    player!.time = 19.9;
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(player?.instance['seekTo']).toHaveBeenCalledWith(5, true);
    expect(player?.instance['playVideo']).toHaveBeenCalledTimes(2);
  });
});

describe('Vimeo player', () => {
  afterEach(() => {
    delete (window as { Vimeo?: unknown }).Vimeo;
  });

  it('starts at the start time with do-not-track and forwards Vimeo’s events', async () => {
    const handlers: Record<string, (data: { seconds?: number; volume?: number }) => void> = {};
    const instance = {
      ready: vi.fn(() => Promise.resolve()),
      play: vi.fn(() => Promise.resolve()),
      pause: vi.fn(() => Promise.resolve()),
      setCurrentTime: vi.fn((seconds: number) => Promise.resolve(seconds)),
      destroy: vi.fn(() => Promise.resolve()),
      on: vi.fn(
        (event: string, callback: (data: { seconds?: number; volume?: number }) => void) => {
          handlers[event] = callback;
        },
      ),
    };
    const Player = vi.fn(function () {
      return instance;
    });
    const loadScript = vi.fn(() => {
      (window as unknown as { Vimeo: unknown }).Vimeo = { Player };
      return Promise.resolve();
    });
    const { events, onVideoEvent } = recorder();
    renderMarkup(
      backgroundRow('data-video-src="https://vimeo.com/76979871#t=10s" data-video-loop="false"'),
      { loadScript, onVideoEvent },
    );
    await act(() => Promise.resolve());
    expect(loadScript).toHaveBeenCalledWith(VIMEO_API_URL);
    expect(Player).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({
        url: 'https://player.vimeo.com/video/76979871?dnt=1',
        dnt: true,
        muted: true,
        controls: false,
      }),
    );
    expect(instance.setCurrentTime).toHaveBeenCalledWith(10);
    expect(instance.play).toHaveBeenCalled();
    act(() => {
      handlers['play']?.({});
    });
    act(() => {
      handlers['timeupdate']?.({ seconds: 12 });
    });
    act(() => {
      handlers['ended']?.({});
    });
    expect(events.map(([event]) => event)).toEqual(['ready', 'started', 'play', 'ended']);
    expect(onVideoEvent).toHaveBeenCalledWith('timeupdate', { currentTime: 12 }, expect.anything());
  });
});
