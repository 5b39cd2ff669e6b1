import type { Money } from '@vitrine/commerce-primitives';
import type { SupplementFacts } from '@vitrine/food-information';
import type { ParsedRichContent } from '@vitrine/rich-content';
import type { GalleryImage } from '@vitrine/ui';
import { toProductCard } from '../../catalog-ui/product-card.model.ts';
import type { ProductCardData, RawProductCard } from '../../catalog-ui/product-card.model.ts';
import type { ConfigurableOption, Variant } from './variants.ts';
import type { ProductReviewsPage } from './reviews.model.ts';
import type { ProductSubscriptionOffer } from './subscription-offer.ts';

/** Product page sections and their default order (spec §2). */
export const PRODUCT_SECTIONS = {
  overview: 10,
  // The food information a distance seller must give before the purchase (decision 165).
  composition: 15,
  premium_content: 20,
  related: 30,
  recommendations: 40,
  faq: 50,
  reviews: 60,
  social_wall: 70,
} as const;
export type ProductSection = keyof typeof PRODUCT_SECTIONS;

/** The quantity stepper's bounds when nothing narrower is known (the design system's defaults). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99;

/** What a variant changes on the page. */
export interface VariantView {
  uid: string;
  sku: string;
  images: GalleryImage[];
  finalPrice: Money;
  regularPrice: Money;
  inStock: boolean;
  onlyXLeft: number | null;
}

export interface ProductPageData {
  type: 'PRODUCT';
  uid: string;
  sku: string;
  name: string;
  canonical: string;
  isConfigurable: boolean;
  /** The product itself (a configurable product's own view before a variant is chosen). */
  base: VariantView;
  options: ConfigurableOption[];
  variants: Variant<VariantView>[];
  shortDescription: ParsedRichContent | null;
  description: ParsedRichContent | null;
  descriptionText: string | null;
  /** Attribute code and shown value; the page labels the codes it knows. */
  details: { code: string; value: string }[];
  /** A food supplement's mandatory information; null when the catalogue gives none. */
  composition: Composition | null;
  faq: { question: string; answer: string }[];
  rating: number;
  ratingSummary: number;
  reviewCount: number;
  /** The asked page of reviews; null when the backend gives none. */
  reviews: ProductReviewsPage | null;
  related: ProductCardData[];
  upsell: ProductCardData[];
  breadcrumbs: { label: string; href: string }[];
  metaTitle: string | null;
  metaDescription: string | null;
  /** Section codes in display order. */
  sections: ProductSection[];
  /** The subscription offer (extension `subscriptions`); null when it cannot be subscribed to. */
  subscriptionOffer: ProductSubscriptionOffer | null;
}

/** The composition section: the supplement's facts and the texts of its label around them. */
export interface Composition extends SupplementFacts {
  /** How to take it (`dosage`). */
  usage: string | null;
  /** What one pack holds (`net_quantity`). */
  netQuantity: string | null;
}

/** Attributes the composition section shows, so the details list leaves them out. */
export const COMPOSITION_ATTRIBUTES: ReadonlySet<string> = new Set([
  'ingredients',
  'dosage',
  'net_quantity',
]);

interface RawImage {
  url?: string | null;
  label?: string | null;
  position?: number | null;
  disabled?: boolean | null;
}

/** Gallery images in position order, disabled ones left out, the main image first when no gallery. */
export function toGalleryImages(
  gallery: readonly (RawImage | null)[] | null | undefined,
  fallback: RawImage | null | undefined,
  name: string,
): GalleryImage[] {
  const images = (gallery ?? [])
    .filter((image): image is RawImage => Boolean(image?.url) && !image?.disabled)
    .slice()
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((image) => ({ src: image.url as string, alt: image.label || name }));
  if (images.length === 0 && fallback?.url)
    images.push({ src: fallback.url, alt: fallback.label || name });
  return images;
}

/**
 * The quantity stepper's bounds. Magento 2.4.7 does not expose a product's sale quantity limits
 * (`min_sale_qty`/`max_sale_qty` are 2.4.8's), so the page keeps the stepper's sane bounds, and
 * the few units left when the backend says so; the backend refuses any other impossible quantity
 * with its own message, which the add-to-cart error shows.
 */
export function quantityBounds(view: Pick<VariantView, 'onlyXLeft'>): { min: number; max: number } {
  const left = view.onlyXLeft;
  return {
    min: QUANTITY_MIN,
    max: left !== null && left >= QUANTITY_MIN ? Math.min(left, QUANTITY_MAX) : QUANTITY_MAX,
  };
}

/**
 * The colour an option value's swatch shows (Magento's `swatch_data`, core in 2.4.7): only a
 * `ColorSwatchData` with a hex colour. Text and image swatches add nothing to the label here.
 */
export function swatchColour(
  swatch: { __typename?: string; value?: string | null } | null | undefined,
): string | null {
  if (swatch?.__typename !== 'ColorSwatchData' || !swatch.value) return null;
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(swatch.value) ? swatch.value : null;
}

/** FAQ entries in position order, without empty questions (the answer is sanitised by the caller). */
export function toFaq(
  items:
    | readonly ({
        question?: string | null;
        answer?: string | null;
        position?: number | null;
      } | null)[]
    | null
    | undefined,
): { question: string; answer: string }[] {
  return (items ?? [])
    .flatMap((item) => (item?.question ? [item] : []))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((item) => ({ question: item.question ?? '', answer: item.answer ?? '' }));
}

/**
 * Section order from the `store-config-extras` extension's setting, falling back to the spec's
 * defaults (without the extension, or for codes it leaves out); unknown codes ignored.
 */
export function toSectionOrder(
  config:
    readonly ({ code?: string | null; sort_order?: number | null } | null)[] | null | undefined,
): ProductSection[] {
  const order = new Map<ProductSection, number>(
    Object.entries(PRODUCT_SECTIONS) as [ProductSection, number][],
  );
  for (const entry of config ?? []) {
    const code = entry?.code as ProductSection | undefined;
    if (code && order.has(code) && typeof entry?.sort_order === 'number')
      order.set(code, entry.sort_order);
  }
  return [...order.entries()].sort((a, b) => a[1] - b[1]).map(([code]) => code);
}

export function toCards(
  items: readonly (RawProductCard | null)[] | null | undefined,
): ProductCardData[] {
  return (items ?? []).flatMap((item) => (item ? [toProductCard(item)] : []));
}
