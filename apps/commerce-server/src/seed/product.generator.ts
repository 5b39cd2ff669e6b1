import { BENEFITS, DIETS, FLAVOURS, QUALIFIERS, SIZES } from './catalog.data.ts';
import type { SeededCategory } from './categories.seed.ts';
import { packagingForm } from './packaging-forms.data.ts';
import { dietAllowed, foodInformation } from './supplement-facts.seed.ts';
import { description, faqs, shortDescription } from './product.text.ts';
import type { ProductCopyInput } from './product.text.ts';
import { createRandom, slugify } from './random.ts';
import { generateReviews, reviewSummary } from './review.generator.ts';
import type { GeneratedReview } from './review.generator.ts';

/** One generated catalogue product (a simple, or a configurable with its variants). */
export interface GeneratedProduct {
  index: number;
  sku: string;
  name: string;
  urlKey: string;
  type: 'simple' | 'configurable';
  category: SeededCategory;
  brand: string;
  form: string;
  benefits: string[];
  diets: string[];
  price: number;
  specialPrice: number | null;
  specialFrom: string | null;
  qty: number;
  inStock: boolean;
  /** rating_summary (percent) and review_count, computed from `reviewList`. */
  rating: number;
  reviews: number;
  reviewList: GeneratedReview[];
  shortDescription: string;
  description: string;
  extra: Record<string, string>;
  faqs: Array<{ question: string; answer: string }>;
  superAttribute: 'flavour' | 'size' | null;
  variants: Array<{
    value: string;
    sku: string;
    urlKey: string;
    name: string;
    price: number;
    qty: number;
  }>;
  isNew: boolean;
}

const TOP_BENEFITS: Record<string, string> = {
  Vitamines: 'Énergie',
  Minéraux: 'Énergie',
  'Sommeil & stress': 'Sommeil',
  Immunité: 'Immunité',
  Digestion: 'Digestion',
  'Sport & énergie': 'Énergie',
  Beauté: 'Beauté',
  Enfants: 'Immunité',
  Articulations: 'Os & articulations',
  'Oméga 3': 'Concentration',
};

function formOf(active: string, pick: () => string): string {
  if (/gouttes|spray/i.test(active)) return 'Gouttes';
  if (/gummies/i.test(active)) return 'Gummies';
  if (/protéine|whey|électrolytes|collagène/i.test(active)) return 'Poudre';
  if (/gelée royale|ampoule/i.test(active)) return 'Ampoules';
  return pick();
}

function brandOf(topName: string, qualifier: string | undefined): string {
  if (topName === 'Enfants') return 'Orsalis Kids';
  if (topName === 'Sport & énergie') return 'Orsalis Sport';
  if (qualifier === 'Bio') return 'Orsalis Bio';
  return 'Orsalis';
}

/**
 * Deterministically generates catalogue product `index` (0-based) over the categories that carry
 * actives. Names cycle through actives × qualifiers, then gain a "n°" suffix for huge seeds.
 */
export function generateProduct(
  index: number,
  categories: readonly SeededCategory[],
): GeneratedProduct {
  const random = createRandom(index * 7919 + 17);
  const category = categories[index % categories.length] as SeededCategory;
  const round = Math.floor(index / categories.length);
  const active = category.actives[round % category.actives.length] ?? category.name;
  const qualifierRound = Math.floor(round / category.actives.length);
  const qualifier =
    qualifierRound === 0 ? undefined : QUALIFIERS[(qualifierRound - 1) % QUALIFIERS.length];
  const cycle = Math.floor(Math.max(0, qualifierRound - 1) / QUALIFIERS.length);
  const name = `${active}${qualifier ? ` ${qualifier}` : ''}${cycle > 0 ? ` n°${cycle + 1}` : ''}`;
  const form = formOf(active, () => random.pick(['Gélules', 'Comprimés', 'Gélules']));
  const benefits = [
    ...new Set([TOP_BENEFITS[category.topName] ?? 'Énergie', random.pick(BENEFITS)]),
  ];
  const diets = random
    .sample(DIETS, random.int(0, 3))
    .filter((diet) => diet !== 'Bio' || qualifier === 'Bio')
    // A fish oil is never "Végan", a whey never "Sans lactose" (the formula's ingredients say).
    .filter((diet) => dietAllowed(active, diet));
  if (qualifier === 'Bio' && !diets.includes('Bio')) diets.push('Bio');
  const copy: ProductCopyInput = {
    name,
    active,
    form,
    benefits,
    diets,
    categoryName: category.name,
  };
  const price = random.int(8, 44) * 100 + 90;
  const onSpecial = index % 5 === 0;
  const futureSpecial = index % 25 === 0;
  const outOfStock = index % 11 === 4;
  const lowStock = !outOfStock && index % 13 === 0;
  const configurable = index % 6 === 2 && cycle === 0;
  // Flavoured forms vary by flavour, the others by cure length; every second configurable is
  // flavoured anyway, so a small catalogue has both kinds (and their swatches).
  const superAttribute = configurable
    ? ['Poudre', 'Gummies', 'Ampoules'].includes(form) || index % 12 === 8
      ? 'flavour'
      : 'size'
    : null;
  const sku = `ORS-${String(index + 1).padStart(6, '0')}`;
  const reviewList = generateReviews(index, name);
  const summary = reviewSummary(reviewList);
  const urlKey = slugify(name);
  const values = superAttribute === 'flavour' ? FLAVOURS : superAttribute === 'size' ? SIZES : [];
  const variants = values.map((value, position) => ({
    value,
    sku: `${sku}-${slugify(value)}`,
    urlKey: `${urlKey}-${slugify(value)}`,
    name: `${name} - ${value}`,
    price:
      superAttribute === 'size' ? Math.round((price * [1, 1.8, 2.5][position]!) / 10) * 10 : price,
    // The second flavour is sold out so the storefront shows a disabled swatch.
    qty: superAttribute === 'flavour' && position === 1 ? 0 : 40 + position * 10,
  }));
  return {
    index,
    sku,
    name,
    urlKey,
    type: configurable ? 'configurable' : 'simple',
    category,
    brand: brandOf(category.topName, qualifier),
    form,
    benefits,
    diets,
    price,
    specialPrice: onSpecial ? Math.round((price * random.int(70, 85)) / 1000) * 10 : null,
    specialFrom: futureSpecial ? '2099-01-01' : null,
    qty: outOfStock ? 0 : lowStock ? 3 : random.int(20, 400),
    inStock: !outOfStock,
    rating: summary.ratingSummary,
    reviews: summary.reviewCount,
    reviewList,
    shortDescription: shortDescription(copy),
    description: description(copy),
    extra: {
      ...foodInformation(active, form),
      dosage: packagingForm(form).usage,
      origin: 'Fabriqué en France',
      net_quantity: packagingForm(form).contents,
    },
    faqs: faqs(copy),
    superAttribute,
    variants,
    isNew: index % 8 === 1,
  };
}
