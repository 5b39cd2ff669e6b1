import { expect, it } from 'vitest';
import { data, firstError, registerCustomer } from '../../testing/shop-flows.ts';
import { describeShop } from '../../testing/shop-test-server.ts';

const CREATE = `mutation($input: CreateProductReviewInput!) { createProductReview(input: $input) {
  review { nickname summary text created_at average_rating ratings_breakdown { name value } product { sku } } } }`;
const METADATA = '{ productReviewRatingsMetadata { items { id name values { value value_id } } } }';
const COUNT = `query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { review_count
  reviews(pageSize: 100) { items { nickname } } } } }`;

interface Metadata {
  productReviewRatingsMetadata: {
    items: Array<{ id: string; name: string; values: Array<{ value: string; value_id: string }> }>;
  };
}
interface Created {
  createProductReview: {
    review: {
      nickname: string;
      average_rating: number;
      ratings_breakdown: Array<{ name: string; value: string }>;
      product: { sku: string };
    };
  };
}

describeShop('creating a product review', (server) => {
  const input = async (overrides: Record<string, unknown> = {}) => {
    const meta = data(await server().client().gql<Metadata>(METADATA));
    const [efficacy, quality] = meta.productReviewRatingsMetadata.items;
    return {
      sku: 'ORS-000001',
      nickname: 'Lucie',
      summary: 'Très bien',
      text: 'Je la reprendrai.',
      ratings: [
        { id: efficacy!.id, value_id: efficacy!.values[3]!.value_id },
        { id: quality!.id, value_id: quality!.values[4]!.value_id },
      ],
      ...overrides,
    };
  };

  it('refuses guests where the store does not allow them, with Magento’s message', async () => {
    const answer = await server()
      .client()
      .gql(CREATE, { input: await input() });
    expect(firstError(answer)).toEqual({
      message: "Guest customers aren't allowed to add product reviews.",
      category: 'graphql-authorization',
    });
  });

  it('takes a signed-in customer’s review, pending approval: no summary changes yet', async () => {
    const { client } = await registerCustomer(server().client());
    const before = data(
      await client.gql<{ products: { items: Array<{ review_count: number }> } }>(COUNT, {
        sku: 'ORS-000001',
      }),
    );
    const created = data(await client.gql<Created>(CREATE, { input: await input() }));
    expect(created.createProductReview.review).toMatchObject({
      nickname: 'Lucie',
      average_rating: 90,
      ratings_breakdown: [
        { name: 'Efficacité', value: '4' },
        { name: 'Qualité', value: '5' },
      ],
      product: { sku: 'ORS-000001' },
    });
    const after = data(
      await client.gql<{ products: { items: Array<{ review_count: number }> } }>(COUNT, {
        sku: 'ORS-000001',
      }),
    );
    expect(after.products.items[0]!.review_count).toBe(before.products.items[0]!.review_count);
  });

  it('refuses an unknown product, an empty nickname and a made-up rating', async () => {
    const { client } = await registerCustomer(server().client());
    expect(
      firstError(await client.gql(CREATE, { input: await input({ sku: 'NOPE' }) }))?.message,
    ).toBe('Could not find a product with SKU "NOPE"');
    expect(
      firstError(await client.gql(CREATE, { input: await input({ nickname: '  ' }) }))?.message,
    ).toBe('Please enter a nickname.');
    const forged = await input({ ratings: [{ id: 'OTk=', value_id: 'MQ==' }] });
    expect(firstError(await client.gql(CREATE, { input: forged }))?.message).toBe(
      'The rating or its value is not valid.',
    );
  });
});
