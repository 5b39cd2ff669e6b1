import { expect, it } from 'vitest';
import { describeContract } from '../../testing/backends.ts';
import { encodeUid } from '../../graphql/uid.ts';

type Product = Record<string, unknown> & { __typename: string; sku: string; uid: string };

const FIELDS = `__typename uid sku name url_key url_suffix canonical_url stock_status only_x_left_in_stock special_price
  rating_summary review_count meta_title meta_description description { html } short_description { html }
  price_range { minimum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } }
    maximum_price { final_price { value } } }
  image { url label } small_image { url } thumbnail { url }
  media_gallery { __typename url label position } media_gallery_entries { uid file position types }
  categories { uid name } related_products { sku } upsell_products { sku } faq_items { question answer position }
  custom_attributesV2 { items { code ... on AttributeValue { value } ... on AttributeSelectedOptions { selected_options { label value } } } }`;

async function bySku(
  server: () => { gql: (q: string) => Promise<{ body: { data?: unknown } }> },
  sku: string,
): Promise<Product> {
  const { body } = await server().gql(
    `{ products(filter: { sku: { eq: "${sku}" } }) { items { ${FIELDS} } } }`,
  );
  return (body.data as { products: { items: Product[] } }).products.items[0] as Product;
}

describeContract('product fields', (server) => {
  it('exposes a simple product with Magento typenames, base64 uids and EUR prices', async () => {
    const product = await bySku(server, 'ORS-000002');
    expect(product).toMatchObject({
      __typename: 'SimpleProduct',
      uid: encodeUid(2),
      url_suffix: '.html',
      canonical_url: `${String(product.url_key)}.html`,
    });
    expect(product.price_range).toMatchObject({
      minimum_price: { regular_price: { currency: 'EUR' } },
    });
    expect((product.description as { html: string }).html).toContain('<p>');
    expect(String((product.image as { url: string }).url)).toMatch(
      /\/media\/catalog\/product\/.\/.\/.+\.png$/,
    );
    expect((product.media_gallery as unknown[]).length).toBe(3);
    expect((product.faq_items as unknown[]).length).toBe(3);
    expect((product.related_products as unknown[]).length).toBeGreaterThan(0);
    expect((product.categories as Array<{ name: string }>)[0]?.name).toBeTruthy();
    const codes = (product.custom_attributesV2 as { items: Array<{ code: string }> }).items.map(
      (item) => item.code,
    );
    expect(codes).toEqual(expect.arrayContaining(['brand', 'form', 'dosage', 'ingredients']));
  });

  it('applies an active special price as final price with the discount', async () => {
    // Every 5th product is on special; index 5 (ORS-000006) is active, index 0 has a future date.
    const onSale = await bySku(server, 'ORS-000006');
    const price = (
      onSale.price_range as {
        minimum_price: {
          regular_price: { value: number };
          final_price: { value: number };
          discount: { amount_off: number; percent_off: number };
        };
      }
    ).minimum_price;
    expect(price.final_price.value).toBeLessThan(price.regular_price.value);
    expect(price.discount.amount_off).toBeCloseTo(
      price.regular_price.value - price.final_price.value,
      2,
    );
    expect(onSale.special_price).toBe(price.final_price.value);
    const future = await bySku(server, 'ORS-000001');
    expect(future.special_price).toBeNull();
  });

  it('reports out-of-stock and only-x-left products', async () => {
    expect((await bySku(server, 'ORS-000005')).stock_status).toBe('OUT_OF_STOCK');
    expect((await bySku(server, 'ORS-000014')).only_x_left_in_stock).toBe(3);
  });

  it('describes a configurable product with option uids and variants carrying their own images', async () => {
    const { body } = await server().gql<{
      products: { items: Array<Record<string, unknown>> };
    }>(`{ products(filter: { sku: { eq: "ORS-000003" } }) { items { __typename
      ... on ConfigurableProduct {
        configurable_options { uid attribute_code label values { uid value_index label swatch_data { value } } }
        variants { attributes { code uid value_index label } product { __typename sku stock_status image { url } price_range { minimum_price { final_price { value } } } } }
      } } } }`);
    const product = body.data?.products.items[0] as {
      __typename: string;
      configurable_options: Array<{
        attribute_code: string;
        values: Array<{ uid: string; value_index: number }>;
      }>;
      variants: Array<{
        attributes: Array<{ uid: string }>;
        product: { __typename: string; image: { url: string } };
      }>;
    };
    expect(product.__typename).toBe('ConfigurableProduct');
    const option = product.configurable_options[0];
    expect(option?.values.length).toBe(3);
    const value = option?.values[0];
    expect(Buffer.from(value?.uid ?? '', 'base64').toString()).toMatch(/^configurable\/\d+\/\d+$/);
    expect(
      Buffer.from(value?.uid ?? '', 'base64')
        .toString()
        .endsWith(`/${value?.value_index}`),
    ).toBe(true);
    expect(product.variants).toHaveLength(3);
    expect(product.variants[0]?.product.__typename).toBe('SimpleProduct');
    expect(product.variants[0]?.attributes[0]?.uid).toBe(value?.uid);
    expect(new Set(product.variants.map((variant) => variant.product.image.url)).size).toBe(3);
  });

  it('takes a configurable price range from its variants', async () => {
    const product = await bySku(server, 'ORS-000003');
    const range = product.price_range as {
      minimum_price: { final_price: { value: number } };
      maximum_price: { final_price: { value: number } };
    };
    expect(range.maximum_price.final_price.value).toBeGreaterThan(
      range.minimum_price.final_price.value,
    );
  });
});
