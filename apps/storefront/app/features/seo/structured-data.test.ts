import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  serialiseJsonLd,
} from './structured-data.ts';

const product = {
  name: 'Magnésium marin B6',
  sku: 'ORS-MAG-60',
  url: 'https://shop.example/magnesium-marin-b6.html',
  description: '<p>Contribue à réduire la <strong>fatigue</strong>.</p>',
  images: ['https://shop.example/media/catalog/product/m.png'],
  price: { amount: 1290, currency: 'EUR' },
  inStock: true,
  brand: 'Orsalis',
  ratingSummary: 90,
  reviewCount: 12,
};

describe('structured data', () => {
  it('describes a product with its offer, brand and rating', () => {
    expect(productJsonLd(product)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Magnésium marin B6',
      sku: 'ORS-MAG-60',
      url: product.url,
      image: product.images,
      description: 'Contribue à réduire la fatigue .',
      brand: { '@type': 'Brand', name: 'Orsalis' },
      offers: {
        '@type': 'Offer',
        url: product.url,
        price: '12.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        bestRating: 5,
        worstRating: 1,
        reviewCount: 12,
      },
    });
  });

  it('marks an out-of-stock product and leaves out a rating without reviews', () => {
    const data = productJsonLd({ ...product, inStock: false, reviewCount: 0 });
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('gives a supplement’s content per daily portion as additional properties', () => {
    const data = productJsonLd({
      ...product,
      composition: [{ name: 'Magnésium', amount: 300, unit: 'mg' }],
      dailyPortion: '2 gélules',
    });
    expect(data.additionalProperty).toEqual([
      {
        '@type': 'PropertyValue',
        name: 'Magnésium',
        value: 300,
        unitText: 'mg',
        description: '2 gélules',
      },
    ]);
    expect(productJsonLd(product)).not.toHaveProperty('additionalProperty');
  });

  it('numbers breadcrumbs from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Vitamines', url: 'https://shop.example/vitamines.html' },
        { name: 'Vitamine C', url: 'https://shop.example/vitamines/vitamine-c.html' },
      ]).itemListElement,
    ).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Vitamines',
        item: 'https://shop.example/vitamines.html',
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Vitamine C',
        item: 'https://shop.example/vitamines/vitamine-c.html',
      },
    ]);
  });

  it('describes the organisation with a customer-service contact when known', () => {
    expect(
      organizationJsonLd({
        name: 'Maison Orsalis',
        url: 'https://shop.example/',
        logo: 'https://shop.example/logo.svg',
        sameAs: ['https://www.facebook.com/maisonorsalis'],
        email: 'bonjour@orsalis.example',
      }),
    ).toMatchObject({
      '@type': 'Organization',
      contactPoint: { contactType: 'customer service', email: 'bonjour@orsalis.example' },
    });
  });

  it('cannot close the script element it is written into', () => {
    expect(serialiseJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain(
      '</script>',
    );
  });
});
