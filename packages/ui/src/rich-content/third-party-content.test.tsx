import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MAP_FIXTURE,
  TINTUP_FIXTURE,
  TRUSTBEAUTY_FIXTURE,
  VIDEO_YOUTUBE_FIXTURE,
} from '@vitrine/rich-content/testing';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderMarkup } from './rich-content.test-utils.tsx';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { createMemoryConsent } from '../consent/consent-context.tsx';
import { loadAllBlockFamilies } from './block-registry.tsx';

// The browser entry fetches the renderers a page needs before hydrating it (decision 105).
beforeAll(loadAllBlockFamilies);

const VIMEO_VIDEO = `<div data-content-type="video" data-appearance="default" data-element="main"><div class="pagebuilder-video-inner" data-element="inner"><div class="pagebuilder-video-wrapper" data-element="wrapper"><div class="pagebuilder-video-container"><iframe src="https://player.vimeo.com/video/76979871" data-element="video"></iframe></div></div></div></div>`;
const YOUTUBE_BACKGROUND = `<div data-content-type="row" data-appearance="full-bleed" data-element="main" data-background-images="{}" data-background-type="video" data-video-src="https://www.youtube.com/watch?v=dQw4w9WgXcQ" data-video-fallback-src="/media/wysiwyg/still.jpg" data-video-play-only-visible="false" data-video-lazy-load="false" data-video-loop="true"><div data-content-type="text" data-element="main"><p>Contenu</p></div></div>`;
const TEXT_WITH_FRAMES = `<div data-content-type="html" data-appearance="default" data-element="main">&lt;p&gt;Notre atelier :&lt;/p&gt;&lt;iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=3&amp;amp;rel=0"&gt;&lt;/iframe&gt;&lt;iframe src="https://www.openstreetmap.org/export/embed.html?bbox=4.8,45.7,4.9,45.8"&gt;&lt;/iframe&gt;</div>`;

const refused = () => createMemoryConsent([], vi.fn());
const placeholder = (name: RegExp | string) => screen.getByRole('group', { name });

describe('third-party content before consent', () => {
  it('shows a video placeholder of the video’s box and asks its service nothing', async () => {
    const loadScript = vi.fn(() => Promise.resolve());
    const fetchJson = vi.fn(() =>
      Promise.resolve([{ thumbnail_large: 'https://i.vimeocdn.com/a.jpg' }]),
    );
    const consent = refused();
    const { container } = renderMarkup(VIMEO_VIDEO, { loadScript, fetchJson }, {}, consent);
    await act(() => Promise.resolve());
    const box = container.querySelector('[data-video-state]');
    const held = within(box as HTMLElement).getByRole('group', { name: 'Vimeo video' });
    expect(held).toHaveTextContent('Vimeo may set cookies and follow your browsing');
    expect(fetchJson).not.toHaveBeenCalled();
    expect(loadScript).not.toHaveBeenCalled();
    expect(container.querySelector('img, iframe')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Play video' })).toBeNull();

    // Allowing videos shows the still image and the play button in the same box, focused.
    await userEvent.click(within(held).getByRole('button', { name: 'Allow and show' }));
    expect(consent.isGranted('videos')).toBe(true);
    expect(fetchJson).toHaveBeenCalledWith('https://vimeo.com/api/v2/video/76979871.json');
    expect(screen.getByRole('button', { name: 'Play video' })).toHaveFocus();
    expect(container.querySelector('[data-consent-placeholder]')).toBeNull();
  });

  it('keeps an autoplaying YouTube video’s player script back too, and links to the preferences', async () => {
    const loadScript = vi.fn(() => Promise.resolve());
    const consent = refused();
    renderMarkup(VIDEO_YOUTUBE_FIXTURE, { loadScript }, {}, consent);
    await act(() => Promise.resolve());
    expect(loadScript).not.toHaveBeenCalled();
    await userEvent.click(
      within(placeholder('YouTube video')).getByRole('button', { name: 'Manage my cookies' }),
    );
    expect(consent.openPreferences).toHaveBeenCalledTimes(1);
  });

  it('keeps a YouTube background on the store’s still image until videos are allowed', async () => {
    const loadScript = vi.fn(() => Promise.resolve());
    const consent = refused();
    const { container } = renderMarkup(YOUTUBE_BACKGROUND, { loadScript }, {}, consent);
    await act(() => Promise.resolve());
    expect(loadScript).not.toHaveBeenCalled();
    const images = [...container.querySelectorAll('img')].map((image) => image.src);
    expect(images).toEqual([expect.stringContaining('/media/wysiwyg/still.jpg')]);
    act(() => consent.grant('videos'));
    await act(() => Promise.resolve());
    expect(loadScript).toHaveBeenCalled();
  });

  it('holds the map back in a box of the frame’s size, with the addresses still readable', async () => {
    const consent = refused();
    const { container } = renderMarkup(MAP_FIXTURE, {}, {}, consent);
    expect(container.querySelector('iframe')).toBeNull();
    const held = placeholder('OpenStreetMap map');
    expect(held.parentElement?.className).toContain('mapFrame');
    expect(screen.getByText('12 rue de la République')).toBeInTheDocument();
    await userEvent.click(within(held).getByRole('button', { name: 'Allow and show' }));
    const frame = container.querySelector('iframe');
    expect(frame?.src).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/);
    expect(frame).toHaveFocus();
  });

  it('loads the social feed’s and the reviews widget’s scripts only once social content is allowed', async () => {
    const loadScript = vi.fn(() => Promise.resolve());
    const consent = refused();
    const { container } = renderMarkup(
      TINTUP_FIXTURE + TRUSTBEAUTY_FIXTURE,
      { loadScript, reviewsWidgetScriptUrl: 'https://widgets.example/reviews.js' },
      {},
      consent,
    );
    await act(() => Promise.resolve());
    expect(loadScript).not.toHaveBeenCalled();
    // The feed's own box stays under its placeholder, so allowing it moves nothing.
    expect(container.querySelector('.tintup')).toHaveAttribute('data-id', 'maison-orsalis');
    expect(placeholder('Our social media posts')).toHaveTextContent('TINT');
    await userEvent.click(
      within(placeholder('Customer reviews')).getByRole('button', { name: 'Allow and show' }),
    );
    await act(() => Promise.resolve());
    expect(loadScript).toHaveBeenCalledWith('https://cdn.hypemarks.com/pb/tint.js');
    expect(loadScript).toHaveBeenCalledWith('https://widgets.example/reviews.js');
    expect(screen.queryByRole('group', { name: 'Our social media posts' })).toBeNull();
  });

  it('renders frames of rich text without their source until their purpose is allowed', async () => {
    const consent = refused();
    const { container } = renderMarkup(TEXT_WITH_FRAMES, {}, {}, consent);
    await act(() => Promise.resolve());
    const frames = [...container.querySelectorAll('iframe')];
    expect(frames).toHaveLength(2);
    expect(frames.every((frame) => !frame.hasAttribute('src') && frame.hidden)).toBe(true);
    expect(placeholder('YouTube video')).toBeInTheDocument();
    await userEvent.click(
      within(placeholder('OpenStreetMap map')).getByRole('button', { name: 'Allow and show' }),
    );
    expect(frames[1]?.getAttribute('src')).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=4.8,45.7,4.9,45.8',
    );
    expect(frames[1]).toHaveFocus();
    expect(frames[0]?.hasAttribute('src')).toBe(false);
    act(() => consent.grant('videos'));
    expect(frames[0]?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=3&rel=0',
    );
    expect(container.querySelector('[data-consent-placeholder]')).toBeNull();
  });

  it('has no accessibility violations in its placeholders', async () => {
    const { container } = renderMarkup(
      VIMEO_VIDEO + MAP_FIXTURE + TINTUP_FIXTURE,
      {},
      {},
      refused(),
    );
    await act(() => Promise.resolve());
    await expectNoAxeViolations(container);
  });
});
