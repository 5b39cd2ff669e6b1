import { parseVideoSource } from '@vitrine/rich-content';
import { describe, expect, it, vi } from 'vitest';
import { videoThumbnail } from './video-thumbnail.ts';

const youtube = parseVideoSource('https://youtu.be/dQw4w9WgXcQ', {})!;
const vimeo = parseVideoSource('https://vimeo.com/76979871', {})!;

describe('videoThumbnail', () => {
  it('reads thumbnail_large of the first item of Vimeo’s JSON endpoint', async () => {
    const fetchJson = vi.fn(() =>
      Promise.resolve([
        { thumbnail_large: 'https://i.vimeocdn.com/video/1_640.jpg' },
        { thumbnail_large: 'https://x' },
      ]),
    );
    await expect(videoThumbnail(vimeo, { fetchJson, probeImage: vi.fn() })).resolves.toBe(
      'https://i.vimeocdn.com/video/1_640.jpg',
    );
    expect(fetchJson).toHaveBeenCalledWith('https://vimeo.com/api/v2/video/76979871.json');
  });

  it('gives nothing when Vimeo answers badly', async () => {
    await expect(
      videoThumbnail(vimeo, { fetchJson: () => Promise.resolve({}), probeImage: vi.fn() }),
    ).resolves.toBeUndefined();
    await expect(
      videoThumbnail(vimeo, {
        fetchJson: () => Promise.reject(new Error('offline')),
        probeImage: vi.fn(),
      }),
    ).resolves.toBeUndefined();
  });

  it('skips YouTube sizes that come back as the 120 px placeholder', async () => {
    const widths: Record<string, number> = { maxresdefault: 120, sddefault: 0, hqdefault: 480 };
    const probeImage = vi.fn((url: string) =>
      Promise.resolve(widths[/\/(\w+)\.jpg$/.exec(url)?.[1] ?? ''] ?? 0),
    );
    await expect(videoThumbnail(youtube, { fetchJson: vi.fn(), probeImage })).resolves.toBe(
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    expect(probeImage).toHaveBeenCalledTimes(3);
  });

  it('gives nothing for the store’s own files', async () => {
    const local = parseVideoSource('/media/a.mp4', {})!;
    await expect(
      videoThumbnail(local, { fetchJson: vi.fn(), probeImage: vi.fn() }),
    ).resolves.toBeUndefined();
  });
});
