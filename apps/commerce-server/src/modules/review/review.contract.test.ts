import { expect, it } from 'vitest';
import { describeContract } from '../../testing/backends.ts';

interface Review {
  nickname: string;
  summary: string;
  text: string;
  created_at: string;
  average_rating: number;
  ratings_breakdown: Array<{ name: string; value: string }>;
  product: { sku: string };
}
interface Answer {
  products: {
    items: Array<{
      sku: string;
      rating_summary: number;
      review_count: number;
      reviews: {
        items: Review[];
        page_info: { current_page: number; page_size: number; total_pages: number };
      };
    }>;
  };
}

const QUERY = `query($sku: String!, $size: Int, $page: Int) { products(filter: { sku: { eq: $sku } }) { items {
  sku rating_summary review_count
  reviews(pageSize: $size, currentPage: $page) {
    items { nickname summary text created_at average_rating ratings_breakdown { name value } product { sku } }
    page_info { current_page page_size total_pages } } } } }`;

describeContract('product reviews', (server) => {
  const product = async (sku: string, size?: number, page?: number) => {
    const { body } = await server().gql<Answer>(QUERY, { variables: { sku, size, page } });
    expect(body.errors).toBeUndefined();
    return body.data!.products.items[0]!;
  };

  it('serves the seeded reviews, and the product summary is their average and count', async () => {
    const all = await product('ORS-000001', 100);
    expect(all.review_count).toBeGreaterThan(0);
    expect(all.reviews.items).toHaveLength(all.review_count);
    const mean =
      all.reviews.items.reduce((sum, review) => sum + review.average_rating, 0) /
      all.reviews.items.length;
    expect(Math.abs(all.rating_summary - mean)).toBeLessThan(0.06);
    const review = all.reviews.items[0]!;
    expect(review.nickname).toMatch(/\S/);
    expect(review.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(review.ratings_breakdown.map((rating) => rating.name)).toEqual([
      'Efficacité',
      'Qualité',
      'Rapport qualité-prix',
    ]);
    const votes = review.ratings_breakdown.map((rating) => Number(rating.value));
    expect(review.average_rating).toBeCloseTo((votes.reduce((a, b) => a + b, 0) / 3) * 20, 1);
    expect(review.product.sku).toBe('ORS-000001');
    // Newest first.
    const dates = all.reviews.items.map((entry) => entry.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('pages the reviews and answers a product without reviews with an empty list', async () => {
    let sku = '';
    let count = 0;
    for (let index = 1; index <= 20 && count < 5; index++) {
      sku = `ORS-${String(index).padStart(6, '0')}`;
      count = (await product(sku, 1)).review_count;
    }
    expect(count).toBeGreaterThanOrEqual(5);
    const first = await product(sku, 2, 1);
    const second = await product(sku, 2, 2);
    expect(first.reviews.page_info).toEqual({
      current_page: 1,
      page_size: 2,
      total_pages: Math.ceil(count / 2),
    });
    expect(second.reviews.items).toHaveLength(2);
    expect(second.reviews.items[0]).not.toEqual(first.reviews.items[0]);
    const past = await product(sku, 2, 99);
    expect(past.reviews.items).toEqual([]);
    // Every ninth product (index 7: ORS-000008) has no review.
    const none = await product('ORS-000008');
    expect([none.review_count, none.rating_summary, none.reviews.items]).toEqual([0, 0, []]);
  });

  it('refuses bad paging with Magento’s messages and lists the rating aspects', async () => {
    const { body } = await server().gql(QUERY, {
      variables: { sku: 'ORS-000001', size: 0, page: 1 },
    });
    expect(body.errors?.[0]?.message).toBe('pageSize value must be greater than 0.');
    const meta = await server().gql<{
      productReviewRatingsMetadata: {
        items: Array<{ id: string; name: string; values: Array<{ value: string }> }>;
      };
    }>('{ productReviewRatingsMetadata { items { id name values { value value_id } } } }');
    const items = meta.body.data!.productReviewRatingsMetadata.items;
    expect(items.map((item) => item.name)).toEqual([
      'Efficacité',
      'Qualité',
      'Rapport qualité-prix',
    ]);
    expect(items[0]!.values.map((value) => value.value)).toEqual(['1', '2', '3', '4', '5']);
  });
});
