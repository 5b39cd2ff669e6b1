import { describe, expect, it } from 'vitest';
import type { ProductCardData } from '../../catalog-ui/product-card.model.ts';
import { inAuthorOrder, productsBlockQuery } from './products-block.model.ts';

const card = (sku: string, href: string) => ({ sku, href }) as ProductCardData;

describe('products block queries', () => {
  it('asks for the products by URL key when the block lists links', () => {
    expect(
      productsBlockQuery({
        pathNames: ['/omega-3-marin.html', '/vitamines/zinc.html'],
        skus: ['X'],
      }),
    ).toEqual({ filter: { url_key: { in: ['omega-3-marin', 'zinc'] } }, pageSize: 2 });
  });

  it('asks by SKU when the block has no links, and for one item at least', () => {
    expect(productsBlockQuery({ pathNames: [], skus: ['A', 'B'] })).toEqual({
      filter: { sku: { in: ['A', 'B'] } },
      pageSize: 2,
    });
    expect(productsBlockQuery({ pathNames: [], skus: [] }).pageSize).toBe(1);
  });

  it('puts the loaded products back in the author’s order', () => {
    const loaded = [card('B', '/b.html'), card('C', '/c.html'), card('A', '/a.html')];
    expect(
      inAuthorOrder({ pathNames: ['/a.html', '/b.html', '/c.html'], skus: [] }, loaded).map(
        (product) => product.sku,
      ),
    ).toEqual(['A', 'B', 'C']);
    expect(
      inAuthorOrder({ pathNames: [], skus: ['C', 'A', 'B'] }, loaded).map((product) => product.sku),
    ).toEqual(['C', 'A', 'B']);
  });
});
