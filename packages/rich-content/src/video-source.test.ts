import { describe, expect, it } from 'vitest';
import { parseVideoSource, readTimeOffset } from './video-source.ts';

const site = { siteOrigin: 'https://www.orsalis.fr' };

describe('parseVideoSource', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    '//www.youtube.com/embed/dQw4w9WgXcQ',
  ])('reads the YouTube id of %s', (url) => {
    expect(parseVideoSource(url, site)).toMatchObject({
      provider: 'youtube',
      id: 'dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
  });

  it('reads start and end times', () => {
    expect(
      parseVideoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s&end=120', site),
    ).toMatchObject({ startTime: 90, endTime: 120 });
    expect(parseVideoSource('https://vimeo.com/76979871#t=10s', site)).toMatchObject({
      provider: 'vimeo',
      id: '76979871',
      startTime: 10,
    });
  });

  it.each([
    'https://vimeo.com/76979871',
    'https://player.vimeo.com/video/76979871',
    'https://vimeo.com/channels/staffpicks/76979871',
  ])('reads the Vimeo id of %s', (url) =>
    expect(parseVideoSource(url, site)).toMatchObject({
      provider: 'vimeo',
      id: '76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1',
    }),
  );

  it('keeps a private Vimeo hash', () => {
    expect(parseVideoSource('https://vimeo.com/76979871/abc123', site)).toMatchObject({
      embedUrl: 'https://player.vimeo.com/video/76979871?h=abc123&dnt=1',
    });
  });

  it('accepts the store’s own files, alone or in jarallax notation', () => {
    expect(parseVideoSource('https://www.orsalis.fr/media/video/a.mp4', site)).toEqual({
      provider: 'local',
      sources: [{ type: 'mp4', url: '/media/video/a.mp4' }],
      startTime: 0,
      endTime: 0,
    });
    expect(parseVideoSource('mp4:/media/v/a.mp4,webm:/media/v/a.webm', site)).toMatchObject({
      sources: [
        { type: 'mp4', url: '/media/v/a.mp4' },
        { type: 'webm', url: '/media/v/a.webm' },
      ],
    });
  });

  it.each([
    'https://videos.example.com/a.mp4',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/user/orsalis',
    'https://vimeo.com/about',
    'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ',
    'javascript:alert(1)',
    '/media/video/a.avi',
    'mp4:https://evil.example/a.mp4',
    '',
    null,
  ])('refuses %j', (url) => expect(parseVideoSource(url, site)).toBeUndefined());
});

describe('readTimeOffset', () => {
  it('reads seconds and h/m/s notation', () => {
    expect(readTimeOffset('42')).toBe(42);
    expect(readTimeOffset('1h2m3s')).toBe(3723);
    expect(readTimeOffset('oops')).toBe(0);
    expect(readTimeOffset(null)).toBe(0);
  });
});
