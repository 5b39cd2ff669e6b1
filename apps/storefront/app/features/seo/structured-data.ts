/**
 * schema.org structured data (JSON-LD) for search engines: Product with its offer and rating,
 * BreadcrumbList, Organization. Pure builders; the route's `meta` export puts them in the page.
 */

export interface ProductForSeo {
  name: string;
  sku: string;
  url: string;
  description?: string | null;
  images: readonly string[];
  /** Final price in minor units. */
  price: { amount: number; currency: string };
  inStock: boolean;
  brand?: string | null;
  /** Magento's rating_summary: 0–100. */
  ratingSummary?: number | null;
  reviewCount?: number | null;
  /**
   * A food supplement's content per daily portion (decision 165): schema.org has no nutrition
   * facts for a Product, so each line is an `additionalProperty`.
   */
  composition?: ReadonlyArray<{ name: string; amount: number; unit: string }> | null;
  /** The daily portion the amounts are given for ("2 gélules"). */
  dailyPortion?: string | null;
}

export interface Crumb {
  name: string;
  url: string;
}

/** JSON-LD for a product page. A rating is given only when there are reviews to back it. */
export function productJsonLd(product: ProductForSeo): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    url: product.url,
    image: [...product.images],
    offers: {
      '@type': 'Offer',
      url: product.url,
      price: (product.price.amount / 100).toFixed(2),
      priceCurrency: product.price.currency,
      availability: product.inStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  if (product.description) data.description = stripTags(product.description);
  if (product.brand) data.brand = { '@type': 'Brand', name: product.brand };
  if (product.composition?.length) {
    data.additionalProperty = product.composition.map((line) => ({
      '@type': 'PropertyValue',
      name: line.name,
      value: line.amount,
      unitText: line.unit,
      ...(product.dailyPortion ? { description: product.dailyPortion } : {}),
    }));
  }
  if (product.reviewCount && product.reviewCount > 0 && product.ratingSummary) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round((product.ratingSummary / 20) * 10) / 10,
      bestRating: 5,
      worstRating: 1,
      reviewCount: product.reviewCount,
    };
  }
  return data;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export function organizationJsonLd(org: {
  name: string;
  url: string;
  logo: string;
  sameAs: readonly string[];
  email?: string | null;
  telephone?: string | null;
}): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: org.name,
    url: org.url,
    logo: org.logo,
    sameAs: [...org.sameAs],
  };
  if (org.email || org.telephone) {
    data.contactPoint = {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      availableLanguage: ['French'],
      ...(org.email ? { email: org.email } : {}),
      ...(org.telephone ? { telephone: org.telephone } : {}),
    };
  }
  return data;
}

/**
 * Serialises JSON-LD for a `<script type="application/ld+json">`: `<` is escaped so no value can
 * close the script element.
 */
export function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
