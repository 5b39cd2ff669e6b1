import type { PlaceholderKind } from './consent-placeholder.tsx';

/** The embeds rich text may hold (the parser's allowed iframe sources), by source prefix. */
const EMBEDS: readonly { prefix: string; kind: PlaceholderKind; provider: string }[] = [
  { prefix: 'https://www.youtube.com/embed/', kind: 'video', provider: 'YouTube' },
  { prefix: 'https://www.youtube-nocookie.com/embed/', kind: 'video', provider: 'YouTube' },
  { prefix: 'https://player.vimeo.com/video/', kind: 'video', provider: 'Vimeo' },
  { prefix: 'https://www.google.com/maps/embed', kind: 'map', provider: 'Google Maps' },
  {
    prefix: 'https://www.openstreetmap.org/export/embed.html',
    kind: 'map',
    provider: 'OpenStreetMap',
  },
];

export function embedOf(src: string): { kind: PlaceholderKind; provider: string } {
  const known = EMBEDS.find((embed) => src.startsWith(embed.prefix));
  if (known) return known;
  // The parser lets no other frame through; should one come, it waits for consent all the same.
  let provider = src;
  try {
    provider = new URL(src).hostname;
  } catch {
    // Not a URL: the raw text names it.
  }
  return { kind: 'video', provider };
}

// DOMPurify writes every attribute as name="value" (quotes inside escaped), so a frame's source
// can be moved to another attribute without parsing the HTML again.
const IFRAME_SRC = /(<iframe\b[^>]*?\s)src="([^"]*)"/g;

/**
 * The sanitised HTML with each frame's source moved to `data-held-src`, so neither the server's
 * HTML nor the first render asks a video service or a map provider for anything. Returns the
 * same string when there is no frame.
 */
export function holdBackEmbeds(html: string): string {
  if (!html.includes('<iframe')) return html;
  return html.replace(IFRAME_SRC, (_match, head: string, src: string) => {
    const { kind } = embedOf(src.replaceAll('&amp;', '&'));
    return `${head}data-held-src="${src}" data-held-kind="${kind}"`;
  });
}
