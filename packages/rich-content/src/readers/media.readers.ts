import {
  compact,
  InvalidSettingsError,
  oneOf,
  readBoolean,
  readIndex,
  readJsonAttribute,
  readNumber,
  stringProperty,
} from '../attributes.ts';
import type { BlockContext } from '../block-context.ts';
import type {
  MapBlock,
  MapLocation,
  ProductsAppearance,
  ProductsBlock,
  TintupBlock,
  TrustbeautyBlock,
  VideoBlock,
} from '../block.types.ts';
import { byClass, byRole, byTag, findPart, findParts } from '../dom.ts';
import type { StyleSettings } from '../settings.types.ts';
import { cssValue } from '../style-settings.ts';
import { sanitizeLinkUrl } from '../url.ts';
import { parseVideoSource } from '../video-source.ts';

const PRODUCTS_APPEARANCES: readonly ProductsAppearance[] = ['grid', 'carousel'];

/** Products: the rendered product list only lends its links (and SKUs); the storefront reloads them. */
export function readProducts(context: BlockContext): ProductsBlock {
  const { element } = context;
  const appearance = oneOf(context.appearance, PRODUCTS_APPEARANCES, 'grid');
  const pathNames = new Set<string>();
  for (const anchor of findParts(element, byClass('product-item-link'))) {
    const href = sanitizeLinkUrl(anchor.getAttribute('href') ?? '', context.url);
    if (href?.startsWith('/') === true && !href.startsWith('//'))
      pathNames.add(href.replace(/[?#].*$/, ''));
  }
  const skus = new Set(
    findParts(element, (candidate) => candidate.hasAttribute('data-product-sku'))
      .map((candidate) => candidate.getAttribute('data-product-sku')?.trim() ?? '')
      .filter((sku) => sku !== '' && sku.length <= 64),
  );
  const attribute = (name: string) => element.getAttribute(name);
  const centerPadding = attribute('data-center-padding')?.trim();
  return compact({
    type: 'products',
    id: context.id,
    appearance,
    style: context.settings(element),
    pathNames: [...pathNames],
    skus: [...skus],
    carousel:
      appearance === 'carousel'
        ? compact({
            autoplay: readBoolean(attribute('data-autoplay')),
            autoplaySpeed: readIndex(attribute('data-autoplay-speed')),
            infinite: readBoolean(attribute('data-infinite-loop')),
            arrows: readBoolean(attribute('data-show-arrows')),
            dots: readBoolean(attribute('data-show-dots')),
            carouselMode: oneOf(
              attribute('data-carousel-mode'),
              ['default', 'continuous'] as const,
              'default',
            ),
            centerPadding:
              centerPadding !== undefined && /^\d+(?:\.\d+)?(?:px|%|rem|em)?$/.test(centerPadding)
                ? centerPadding
                : undefined,
          })
        : undefined,
  });
}

function hasQueryFlag(url: string, names: readonly string[]): boolean {
  try {
    const params = new URL(url).searchParams;
    return names.some((name) => params.get(name) === '1' || params.get(name) === 'true');
  } catch {
    return false;
  }
}

/**
 * Page Builder writes a video's alignment and margins on its main element and its box (border,
 * paddings) on the wrapper. Some earlier versions kept the margins on the wrapper too, so they are
 * read there when the main element has none.
 */
function videoStyle(main: StyleSettings, wrapper: StyleSettings | undefined): StyleSettings {
  if (wrapper === undefined) return main;
  return compact({
    ...wrapper,
    textAlign: main.textAlign ?? wrapper.textAlign,
    margins: Object.keys(main.margins).length > 0 ? main.margins : wrapper.margins,
    cssClasses: main.cssClasses,
    mediaQueries: [...main.mediaQueries, ...wrapper.mediaQueries],
  });
}

/** Video: an iframe (YouTube, Vimeo) or a `<video>` element of the store's own file. */
export function readVideo(context: BlockContext): VideoBlock {
  const { element } = context;
  const player =
    findPart(element, byRole('video')) ??
    findPart(element, byTag('iframe')) ??
    findPart(element, byTag('video'));
  const raw =
    player?.getAttribute('src') ?? findPart(element, byTag('source'))?.getAttribute('src') ?? '';
  const url = parseVideoSource(raw, context.url);
  if (url === undefined) {
    throw new InvalidSettingsError(
      `video source refused (only YouTube, Vimeo or the store's own files): ${raw.slice(0, 120)}`,
    );
  }
  const isFile = player !== undefined && byTag('video')(player);
  const inner = findPart(element, byRole('inner'));
  const wrapper = findPart(element, byRole('wrapper'));
  return compact({
    type: 'video',
    id: context.id,
    appearance: 'default',
    style: videoStyle(
      context.settings(element),
      wrapper === undefined ? undefined : context.settings(wrapper),
    ),
    url,
    autoplay: isFile ? player.hasAttribute('autoplay') : hasQueryFlag(raw, ['autoplay']),
    muted: isFile ? player.hasAttribute('muted') : hasQueryFlag(raw, ['mute', 'muted']),
    maxWidth: inner === undefined ? undefined : cssValue(context.styleOf(inner), 'max-width'),
  });
}

const TEXT_FIELDS = ['phone', 'address', 'city', 'state', 'zipcode', 'comment'] as const;

function readLocation(value: unknown): MapLocation | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const position = (value as Record<string, unknown>)['position'];
  const latitude = readNumber(stringProperty(position, 'latitude'));
  const longitude = readNumber(stringProperty(position, 'longitude'));
  if (
    latitude === undefined ||
    longitude === undefined ||
    Math.abs(latitude) > 90 ||
    Math.abs(longitude) > 180
  )
    return undefined;
  const countryValue = (value as Record<string, unknown>)['country'];
  const country = Array.isArray(countryValue)
    ? countryValue.filter((part) => typeof part === 'string').join(' ')
    : stringProperty(value, 'country');
  const text: Record<string, string | undefined> = {};
  for (const field of TEXT_FIELDS) text[field] = stringProperty(value, field)?.trim() || undefined;
  return compact({
    name: stringProperty(value, 'location_name')?.trim() || undefined,
    latitude,
    longitude,
    ...text,
    country: country?.trim() || undefined,
  });
}

export function readMap(context: BlockContext): MapBlock {
  const { element } = context;
  const raw = readJsonAttribute(element.getAttribute('data-locations'));
  const locations = (Array.isArray(raw) ? raw : [])
    .map(readLocation)
    .filter((location) => location !== undefined);
  return compact({
    type: 'map',
    id: context.id,
    appearance: 'default',
    style: context.settings(element),
    locations,
    showControls: readBoolean(element.getAttribute('data-show-controls')),
    height: cssValue(context.styleOf(element), 'height'),
  });
}

function allowedScript(context: BlockContext, raw: string | null | undefined): string | undefined {
  if (raw === null || raw === undefined) return undefined;
  try {
    const url = new URL(raw.trim().startsWith('//') ? `https:${raw.trim()}` : raw.trim());
    return url.protocol === 'https:' && context.embedScriptHosts.includes(url.hostname)
      ? url.href
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Social feed: the script URL (from `data-script-url` or the embed's own `<script src>`) must be https
 * on an allowed host; the placeholder keeps its `data-*` configuration, everything else is sanitised.
 */
export function readTintup(context: BlockContext): TintupBlock {
  const { element } = context;
  const rawScript =
    element.getAttribute('data-script-url') ??
    findPart(element, byTag('script'))?.getAttribute('src');
  const scriptUrl = allowedScript(context, rawScript);
  if (scriptUrl === undefined)
    throw new InvalidSettingsError(
      `social feed script refused: ${(rawScript ?? '(none)').slice(0, 120)}`,
    );
  return {
    type: 'tintup',
    id: context.id,
    appearance: 'default',
    style: context.settings(element),
    scriptUrl,
    html: context.sanitize(element.innerHTML, { allowDataAttributes: true }),
  };
}

export function readTrustbeauty(context: BlockContext): TrustbeautyBlock {
  const { element } = context;
  const apiKey = (
    element.getAttribute('data-api-key') ??
    findPart(element, (candidate) => candidate.hasAttribute('data-api-key'))?.getAttribute(
      'data-api-key',
    ) ??
    ''
  ).trim();
  if (!/^[\w-]{1,128}$/.test(apiKey))
    throw new InvalidSettingsError('the reviews widget needs an API key');
  return {
    type: 'trustbeauty',
    id: context.id,
    appearance: 'default',
    style: context.settings(element),
    apiKey,
  };
}
