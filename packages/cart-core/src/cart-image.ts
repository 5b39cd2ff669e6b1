import { IMAGES_BY_SKU_STORAGE_KEY } from './cart.constants.ts';
import type { StoragePort } from '@vitrine/commerce-primitives';
import type { MediaGalleryEntry } from './cart.types.ts';

/**
 * The image the cart caches for a product (spec §9): the media entry at position 1, else the
 * first entry. Disabled entries are never shown.
 */
export function pickCartImage(
  media: readonly MediaGalleryEntry[] | null | undefined,
): MediaGalleryEntry | null {
  const usable = (media ?? []).filter((entry) => entry.disabled !== true);
  return usable.find((entry) => entry.position === 1) ?? usable[0] ?? null;
}

/** Reads the `imagesBySku` cache; a corrupt entry reads as empty rather than breaking the cart. */
export function readImageCache(storage: StoragePort): Record<string, MediaGalleryEntry> {
  const raw = storage.getItem(IMAGES_BY_SKU_STORAGE_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object'
      ? (parsed as Record<string, MediaGalleryEntry>)
      : {};
  } catch {
    return {};
  }
}

/**
 * Caches the product's cart image under its SKU, so the cart can show it before the details
 * query answers. Writes only when the image changed.
 */
export function writeImageToCache(
  storage: StoragePort,
  sku: string,
  media: readonly MediaGalleryEntry[] | undefined,
): void {
  const image = pickCartImage(media);
  if (!image) return;
  const cache = readImageCache(storage);
  const current = cache[sku];
  if (current && current.file === image.file && current.position === image.position) return;
  storage.setItem(IMAGES_BY_SKU_STORAGE_KEY, JSON.stringify({ ...cache, [sku]: image }));
}
