import type { VideoSource } from '@vitrine/rich-content';
import { useEffect, useState } from 'react';
import { useRichContentServices } from '../rich-content.services.tsx';
import { browserThumbnailPorts, videoThumbnail } from './video-thumbnail.ts';

/**
 * The video service's thumbnail, looked up after mount when no still image was given, and only
 * once `allowed` (the visitor's consent to videos: the lookup is a request to the service).
 */
export function useVideoThumbnail(
  source: VideoSource,
  given: string | undefined,
  allowed = true,
): string | undefined {
  const { fetchJson } = useRichContentServices();
  const [thumbnail, setThumbnail] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (given !== undefined || !allowed || typeof window === 'undefined') return undefined;
    let cancelled = false;
    void videoThumbnail(source, browserThumbnailPorts(window, fetchJson)).then((url) => {
      if (!cancelled) setThumbnail(url);
    });
    return () => {
      cancelled = true;
    };
  }, [source, given, allowed, fetchJson]);
  return given ?? thumbnail;
}
