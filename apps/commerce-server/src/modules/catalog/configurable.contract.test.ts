import { expect, it } from 'vitest';
import { describeContract } from '../../testing/backends.ts';
import type { TestServer } from '../../testing/test-server.ts';

interface Value {
  uid: string;
  label: string;
  swatch_data: { __typename: string; value: string } | null;
}

interface Configurable {
  sku: string;
  configurable_options: Array<{
    attribute_code: string;
    attribute_id: string;
    attribute_id_v2: number;
    attribute_uid: string;
    values: Value[];
  }>;
  variants: Array<{
    product: { sku: string; stock_status: string };
    attributes: Array<{ uid: string }>;
  }>;
}

const SKUS = Array.from(
  { length: 60 },
  (_, index) => `"ORS-${String(index + 1).padStart(6, '0')}"`,
);

async function configurableBy(server: TestServer, attribute: string): Promise<Configurable> {
  const { body } = await server.gql<{ products: { items: Configurable[] } }>(`{
    products(filter: { sku: { in: [${SKUS.join(',')}] } }, pageSize: 60) { items { sku ... on ConfigurableProduct {
      configurable_options { attribute_code attribute_id attribute_id_v2 attribute_uid
        values { uid label swatch_data { __typename value ... on ImageSwatchData { thumbnail } } } }
      variants { product { sku stock_status } attributes { uid } }
    } } }
  }`);
  const found = body.data?.products.items.find(
    (item) => item.configurable_options?.[0]?.attribute_code === attribute,
  );
  if (!found) throw new Error(`no configurable by ${attribute}`);
  return found;
}

const SELECTION = `configurable_options { uid attribute_code label values { uid label is_available is_use_default swatch { value } } }
  options_available_for_selection { attribute_code option_value_uids }
  variant { sku uid } media_gallery { url disabled }`;

interface Selection {
  configurable_options: Array<{
    attribute_code: string;
    values: Array<{ uid: string; label: string; is_available: boolean }>;
  }>;
  options_available_for_selection: Array<{ attribute_code: string; option_value_uids: string[] }>;
  variant: { sku: string } | null;
  media_gallery: Array<{ url: string; disabled: boolean }>;
}

async function selection(server: TestServer, sku: string, uids?: string[]) {
  const args = uids ? `(configurableOptionValueUids: ${JSON.stringify(uids)})` : '';
  return server.gql<{
    products: { items: Array<{ configurable_product_options_selection: Selection }> };
  }>(`{ products(filter: { sku: { eq: "${sku}" } }) { items { ... on ConfigurableProduct {
    configurable_product_options_selection${args} { ${SELECTION} } } } } }`);
}

describeContract('configurable products', (server) => {
  it("serves Magento's swatches: flavours as colour swatches, cure lengths as text swatches", async () => {
    const flavours = await configurableBy(server(), 'flavour');
    const option = flavours.configurable_options[0];
    expect(option?.attribute_id_v2).toBe(Number(option?.attribute_id));
    expect(option?.values.map((value) => value.swatch_data)).toEqual([
      { __typename: 'ColorSwatchData', value: '#f4d03f' },
      { __typename: 'ColorSwatchData', value: '#b03a48' },
      { __typename: 'ColorSwatchData', value: '#f3e5ab' },
      { __typename: 'ColorSwatchData', value: '#d9cbb0' },
    ]);
    const sizes = await configurableBy(server(), 'size');
    expect(sizes.configurable_options[0]?.values.map((value) => value.swatch_data)).toEqual([
      { __typename: 'TextSwatchData', value: '30 j' },
      { __typename: 'TextSwatchData', value: '60 j' },
      { __typename: 'TextSwatchData', value: '90 j' },
    ]);
  });

  it('answers configurable_product_options_selection as Magento: what is left to choose, what is possible, the variant', async () => {
    const product = await configurableBy(server(), 'flavour');
    const values = product.configurable_options[0]?.values ?? [];
    const soldOut = product.variants.find(
      (variant) => variant.product.stock_status === 'OUT_OF_STOCK',
    );
    const soldOutUid = soldOut?.attributes[0]?.uid;
    const none = (await selection(server(), product.sku)).body.data?.products.items[0]
      ?.configurable_product_options_selection;
    expect(none?.variant).toBeNull();
    expect(none?.configurable_options).toHaveLength(1);
    expect(
      none?.configurable_options[0]?.values.map((value) => [value.uid, value.is_available]),
    ).toEqual(values.map((value) => [value.uid, value.uid !== soldOutUid]));
    expect(none?.options_available_for_selection).toEqual([
      {
        attribute_code: 'flavour',
        option_value_uids: values.map((value) => value.uid).filter((uid) => uid !== soldOutUid),
      },
    ]);
    expect(none?.media_gallery.length).toBeGreaterThan(0);
    const chosen = values[0];
    const one = (await selection(server(), product.sku, [chosen?.uid ?? ''])).body.data?.products
      .items[0]?.configurable_product_options_selection;
    const expected = product.variants.find((variant) => variant.attributes[0]?.uid === chosen?.uid);
    expect(one?.configurable_options).toEqual([]);
    expect(one?.variant?.sku).toBe(expected?.product.sku);
    expect(one?.media_gallery[0]?.url).toMatch(/\/media\/catalog\/product\//);
    const wrong = await selection(server(), product.sku, [
      Buffer.from('configurable/204/999999').toString('base64'),
    ]);
    expect(wrong.body.errors?.[0]?.message).toBe(
      'configurableOptionValueUids values are incorrect',
    );
  });
});
