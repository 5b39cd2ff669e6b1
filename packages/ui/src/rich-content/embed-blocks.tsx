import type { MapBlock, MapLocation, TintupBlock, TrustbeautyBlock } from '@vitrine/rich-content';
import { useEffect, useRef } from 'react';
import { ConsentPlaceholder, useContentConsent } from './consent-placeholder.tsx';
import { useText } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import { useBlockClass } from './block-scope.tsx';
import { richContentMessages } from './rich-content.messages.ts';
import { useRichContentServices } from './rich-content.services.tsx';
import styles from './rich-content.module.css';
import { documentScriptLoader } from './script-loader.ts';
import { useNearViewport } from './video/use-video-player.ts';

const OSM = 'https://www.openstreetmap.org';

/** The third parties of embeds, named as visitors know them. */
const PROVIDERS = { map: 'OpenStreetMap', social: 'TINT', reviews: 'Trustbeauty' } as const;

/** An OpenStreetMap embed framing every location (a little margin around them), marking the first. */
export function mapEmbedUrl(locations: readonly MapLocation[]): string | undefined {
  const [first] = locations;
  if (first === undefined) return undefined;
  const latitudes = locations.map((location) => location.latitude);
  const longitudes = locations.map((location) => location.longitude);
  const margin = 0.01;
  const bbox = [
    Math.min(...longitudes) - margin,
    Math.min(...latitudes) - margin,
    Math.max(...longitudes) + margin,
    Math.max(...latitudes) + margin,
  ]
    .map((value) => value.toFixed(5))
    .join(',');
  return `${OSM}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${first.latitude},${first.longitude}`;
}

function addressLines(location: MapLocation): string[] {
  return [
    location.address,
    [location.zipcode, location.city].filter(Boolean).join(' '),
    location.state,
    location.country,
  ].filter((line): line is string => line !== undefined && line !== '');
}

/**
 * Map: an OpenStreetMap embed (no API key, no tracking cookie; decision 043) loaded lazily, and the
 * locations as text so the addresses are readable without the map. The embed waits for the
 * visitor's consent to maps (OpenStreetMap still receives their address): a placeholder of the
 * frame's size stands in until then.
 */
export function MapView({ block }: { block: MapBlock }) {
  const cls = useBlockClass(block);
  const t = useText();
  const consent = useContentConsent('map');
  const url = mapEmbedUrl(block.locations);
  if (url === undefined) return null;
  const name = block.locations[0]?.name ?? block.locations[0]?.city ?? '';
  return (
    <div ref={consent.boxRef} className={cx(styles.map, cls(), ...block.style.cssClasses)}>
      {consent.granted ? (
        <iframe
          className={cx(styles.mapFrame, cls('frame'))}
          src={url}
          title={t(richContentMessages.mapTitle, { name })}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <div className={cx(styles.mapFrame, cls('frame'))}>
          <ConsentPlaceholder kind="map" provider={PROVIDERS.map} consent={consent} />
        </div>
      )}
      <ul className={styles.mapLocations}>
        {block.locations.map((location) => (
          <li key={`${location.latitude},${location.longitude},${location.name ?? ''}`}>
            {location.name !== undefined && <strong>{location.name}</strong>}
            <address>
              {addressLines(location).map((line) => (
                <span key={line} className={styles.mapLine}>
                  {line}
                </span>
              ))}
              {location.phone !== undefined && (
                <a className={styles.mapLine} href={`tel:${location.phone.replace(/[^\d+]/g, '')}`}>
                  {location.phone}
                </a>
              )}
            </address>
            {location.comment !== undefined && <p>{location.comment}</p>}
            <a
              href={`${OSM}/?mlat=${location.latitude}&mlon=${location.longitude}#map=16/${location.latitude}/${location.longitude}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t(richContentMessages.mapDirections)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Loads `url` once the element comes near the viewport, if `allowed`. */
function useScriptWhenNear(url: string | undefined, allowed: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const { loadScript, onWarning } = useRichContentServices();
  const near = useNearViewport(ref, true);
  useEffect(() => {
    const element = ref.current;
    if (!allowed || !near || url === undefined || element === null) return;
    (loadScript ?? documentScriptLoader(element.ownerDocument))(url).catch((error: unknown) =>
      (onWarning ?? console.warn)(`[rich-content] embed script failed: ${String(error)}`),
    );
  }, [allowed, near, url, loadScript, onWarning]);
  return ref;
}

/**
 * Social feed: the sanitised placeholder, then the feed's script (allowed host only) on demand,
 * once the visitor allows social content. Until then a consent placeholder covers the feed's box
 * (the feed's own markup keeps its size, so allowing it moves nothing).
 */
export function TintupView({ block }: { block: TintupBlock }) {
  const cls = useBlockClass(block);
  const t = useText();
  const consent = useContentConsent<HTMLElement>('social');
  const ref = useScriptWhenNear(block.scriptUrl, consent.granted);
  return (
    <section
      ref={consent.boxRef}
      aria-label={t(richContentMessages.socialFeed)}
      className={cx(styles.embed, styles.embedHeld, cls(), ...block.style.cssClasses)}
    >
      {/* Sanitised by the parser (decision 040); only the feed's data-* configuration is kept. */}
      <div ref={ref} dangerouslySetInnerHTML={{ __html: block.html }} />
      {consent.granted ? null : (
        <ConsentPlaceholder
          kind="social"
          provider={PROVIDERS.social}
          consent={consent}
          className={styles.embedConsent}
        />
      )}
    </section>
  );
}

/**
 * Reviews widget: a mount point with the API key, and the widget script (storefront setting) on
 * demand, once the visitor allows social content (a placeholder covers the box until then).
 */
export function TrustbeautyView({ block }: { block: TrustbeautyBlock }) {
  const cls = useBlockClass(block);
  const t = useText();
  const { reviewsWidgetScriptUrl } = useRichContentServices();
  const consent = useContentConsent<HTMLElement>('reviews');
  const ref = useScriptWhenNear(reviewsWidgetScriptUrl, consent.granted);
  if (reviewsWidgetScriptUrl === undefined) return null;
  return (
    <section
      ref={consent.boxRef}
      aria-label={t(richContentMessages.reviews)}
      className={cx(styles.embed, styles.embedHeld, cls(), ...block.style.cssClasses)}
    >
      <div ref={ref} className="trustbeauty-widget" data-api-key={block.apiKey} />
      {consent.granted ? null : (
        <ConsentPlaceholder
          kind="reviews"
          provider={PROVIDERS.reviews}
          consent={consent}
          className={styles.embedConsent}
        />
      )}
    </section>
  );
}
