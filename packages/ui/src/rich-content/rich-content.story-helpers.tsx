import type { ImageUrlOptions, ParsedRichContent } from '@vitrine/rich-content';
import { parseRichContent } from '@vitrine/rich-content/browser';
import { FIXTURE_SITE_ORIGIN } from '@vitrine/rich-content/testing';
import { RichContent } from './rich-content.tsx';
import {
  productServices,
  RichContentProvider,
  type RichContentServices,
} from './rich-content.services.tsx';

const PALETTE = ['#e8dccb', '#c9a27e', '#8a5a3b', '#3d271a', '#f5efe6'];

/**
 * Stories run without the commerce server: images become labelled placeholders drawn as SVG, sized
 * as the image helper would serve them.
 */
export function placeholderImage(src: string, options: ImageUrlOptions): string {
  const name = src.split('/').pop() ?? 'image';
  const width = options.width ?? 1280;
  const height = Math.round(width * 0.5625);
  const colour = PALETTE[name.length % PALETTE.length] ?? '#e8dccb';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="50%" font-family="sans-serif" font-size="${Math.max(12, width / 30)}" text-anchor="middle" fill="${colour === '#3d271a' || colour === '#8a5a3b' ? '#fdf9f3' : '#3d271a'}">${name}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

interface Card {
  readonly name: string;
  readonly price: string;
}

const CARDS: Readonly<Record<string, Card>> = {
  '/magnesium-marin.html': { name: 'Magnésium marin', price: '19,90 €' },
  '/vitamine-d3.html': { name: 'Vitamine D3', price: '12,90 €' },
  '/omega-3-marin.html': { name: 'Oméga-3 marin', price: '24,50 €' },
};

const CMS_BLOCK = `<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner"><div data-content-type="text" data-element="main"><p>Livraison offerte dès 49 € en France métropolitaine, sous 48 h.</p><p>Retours gratuits pendant 30 jours : <a href="${FIXTURE_SITE_ORIGIN}/customer-service">service client</a>.</p></div></div></div>`;

/** Services as the storefront would give them, answered from memory. */
export const storyServices: RichContentServices = {
  resolveImageUrl: placeholderImage,
  navigate: (path) => console.info('navigate', path),
  loadCmsBlock: (identifier) =>
    new Promise<ParsedRichContent | null>((resolve) => {
      setTimeout(
        () =>
          resolve(
            identifier === 'livraison-retours'
              ? parseRichContent(CMS_BLOCK, { siteOrigin: FIXTURE_SITE_ORIGIN })
              : null,
          ),
        600,
      );
    }),
  loadDynamicBlocks: () =>
    Promise.resolve(
      parseRichContent(
        '<div data-content-type="text" data-element="main"><p><strong>Offre du moment :</strong> -15 % sur les cures de 3 mois.</p></div>',
      ),
    ),
  ...productServices<Card>(
    (request) =>
      Promise.resolve(
        request.pathNames.map((path) => CARDS[path] ?? { name: path, price: '9,90 €' }),
      ),
    (card) => (
      <article style={{ display: 'grid', gap: 'var(--space-2)' }}>
        <img
          src={placeholderImage(card.name, { type: 'image-wysiwyg', quality: 85, width: 320 })}
          alt=""
          width={320}
          height={180}
          style={{ width: '100%', height: 'auto' }}
        />
        <h3 style={{ margin: 0, fontSize: 'var(--font-size-md)' }}>{card.name}</h3>
        <span>{card.price}</span>
      </article>
    ),
  ),
};

/** Parses `html` in the browser (as a client navigation would) and renders it. */
export function MarkupStory({ html }: { html: string }) {
  const content = parseRichContent(html, {
    siteOrigin: FIXTURE_SITE_ORIGIN,
    resolveImageUrl: placeholderImage,
  });
  return (
    <RichContentProvider services={storyServices}>
      <RichContent content={content} />
    </RichContentProvider>
  );
}
