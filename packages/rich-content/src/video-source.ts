import type { VideoSource } from './settings.types.ts';
import { isLocalResource, sanitizeResourceUrl, type UrlContext } from './url.ts';

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[\w-]{11}$/;
const LOCAL_TYPES = { mp4: 'mp4', webm: 'webm', ogv: 'ogv', ogg: 'ogv' } as const;

/** Reads `90`, `90s`, `1m30s` or `1h2m3s` as seconds; anything else is 0. */
export function readTimeOffset(value: string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  if (/^\d+(?:\.\d+)?$/.test(value)) return Number(value);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (match === null || match[0] === '') return 0;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

function youtubeId(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1).split('/')[0];
  const [first, second] = url.pathname.split('/').filter(Boolean);
  if (first === 'watch') return url.searchParams.get('v') ?? undefined;
  if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') return second;
  return undefined;
}

function parseYoutube(url: URL): VideoSource | undefined {
  const id = youtubeId(url);
  if (id === undefined || !YOUTUBE_ID.test(id)) return undefined;
  return {
    provider: 'youtube',
    id,
    // The privacy-enhanced host sets no cookie until the visitor plays the video (French CNIL rules).
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
    startTime: readTimeOffset(url.searchParams.get('start') ?? url.searchParams.get('t')),
    endTime: readTimeOffset(url.searchParams.get('end')),
  };
}

function parseVimeo(url: URL): VideoSource | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  const idIndex = segments.findIndex((segment) => /^\d+$/.test(segment));
  const id = segments[idIndex];
  if (id === undefined) return undefined;
  const hash = url.searchParams.get('h') ?? segments[idIndex + 1];
  const query = hash !== undefined && /^[\da-f]+$/i.test(hash) ? `?h=${hash}&dnt=1` : '?dnt=1';
  return {
    provider: 'vimeo',
    id,
    embedUrl: `https://player.vimeo.com/video/${id}${query}`,
    startTime: readTimeOffset(/(?:^|&)t=([^&]+)/.exec(url.hash.slice(1))?.[1]),
    endTime: 0,
  };
}

function localType(path: string): 'mp4' | 'webm' | 'ogv' | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(path.replace(/[?#].*$/, ''))?.[1]?.toLowerCase();
  return extension !== undefined && extension in LOCAL_TYPES
    ? LOCAL_TYPES[extension as keyof typeof LOCAL_TYPES]
    : undefined;
}

function parseLocal(raw: string, context: UrlContext): VideoSource | undefined {
  // jarallax's notation for several local files: `mp4:/v/a.mp4,webm:/v/a.webm`.
  const entries = /^(?:mp4|webm|ogv):/i.test(raw)
    ? raw.split(',').map((entry) => {
        const colon = entry.indexOf(':');
        return {
          declared: entry.slice(0, colon).trim().toLowerCase(),
          url: entry.slice(colon + 1).trim(),
        };
      })
    : [{ declared: undefined, url: raw }];
  const sources: { type: 'mp4' | 'webm' | 'ogv'; url: string }[] = [];
  for (const entry of entries) {
    const url = sanitizeResourceUrl(entry.url, context);
    if (url === undefined || !isLocalResource(url, context)) return undefined;
    const type =
      entry.declared === undefined
        ? localType(url)
        : LOCAL_TYPES[entry.declared as keyof typeof LOCAL_TYPES];
    if (type === undefined) return undefined;
    sources.push({ type, url });
  }
  return sources.length === 0
    ? undefined
    : { provider: 'local', sources, startTime: 0, endTime: 0 };
}

/**
 * Validates a video source: a YouTube or Vimeo video, or a video file served by the store itself.
 * Returns `undefined` for anything else, including other hosts' files.
 */
export function parseVideoSource(
  raw: string | null | undefined,
  context: UrlContext,
): VideoSource | undefined {
  const value = raw?.trim() ?? '';
  if (value === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value.startsWith('//') ? `https:${value}` : value);
  } catch {
    url = undefined;
  }
  if (url !== undefined && (url.protocol === 'https:' || url.protocol === 'http:')) {
    if (YOUTUBE_HOSTS.has(url.hostname)) return parseYoutube(url);
    if (VIMEO_HOSTS.has(url.hostname)) return parseVimeo(url);
  }
  return parseLocal(value, context);
}
