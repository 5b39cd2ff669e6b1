import { expect, it } from 'vitest';
import { describeContract } from '../../testing/backends.ts';

const METADATA = `code label entity_type frontend_input frontend_class is_required is_unique default_value
  options { label value is_default }
  ... on CatalogAttributeMetadata { is_filterable is_visible_on_front used_in_product_listing swatch_input_type }
  ... on CustomerAttributeMetadata { sort_order multiline_count input_filter validate_rules { name value } }`;

interface Metadata {
  code: string;
  label: string;
  entity_type: string;
  frontend_input: string;
  is_required: boolean;
  options: Array<{ label: string; value: string; is_default: boolean }>;
  is_filterable?: boolean;
  swatch_input_type?: string | null;
  sort_order?: number | null;
  multiline_count?: number | null;
}

interface Output {
  items: Metadata[];
  errors: Array<{ type: string; message: string }>;
}

describeContract('EAV attribute metadata', (server) => {
  it('answers customAttributeMetadataV2 per entity type, with Magento errors for unknown codes and entities', async () => {
    const { body } = await server().gql<{ customAttributeMetadataV2: Output }>(`{
      customAttributeMetadataV2(attributes: [
        { attribute_code: "flavour", entity_type: "catalog_product" }
        { attribute_code: "size", entity_type: "CATALOG_PRODUCT" }
        { attribute_code: "colour", entity_type: "catalog_product" }
        { attribute_code: "firstname", entity_type: "customer" }
        { attribute_code: "name", entity_type: "catalog_nothing" }
      ]) { items { ${METADATA} } errors { type message } }
    }`);
    expect(body.errors).toBeUndefined();
    const output = body.data?.customAttributeMetadataV2;
    expect(output?.items.map((item) => item.code)).toEqual(['flavour', 'size', 'firstname']);
    expect(output?.items[0]).toMatchObject({
      label: 'Saveur',
      entity_type: 'CATALOG_PRODUCT',
      frontend_input: 'SELECT',
      is_required: false,
      is_filterable: true,
      swatch_input_type: 'VISUAL',
    });
    expect(output?.items[0]?.options.map((option) => option.label)).toEqual([
      'Citron',
      'Fruits rouges',
      'Vanille',
      'Nature',
    ]);
    expect(output?.items[1]?.swatch_input_type).toBe('TEXT');
    expect(output?.items[2]).toMatchObject({
      entity_type: 'CUSTOMER',
      frontend_input: 'TEXT',
      is_required: true,
      sort_order: 40,
    });
    expect(output?.errors).toEqual([
      { type: 'ATTRIBUTE_NOT_FOUND', message: 'Attribute code "colour" could not be found.' },
      { type: 'ENTITY_NOT_FOUND', message: 'Entity "catalog_nothing" could not be found.' },
    ]);
  });

  it('lists the attributes of an entity type, filtered by their catalog flags (attributesList)', async () => {
    const all = await server().gql<{ attributesList: Output }>(
      `{ attributesList(entityType: CATALOG_PRODUCT) { items { code } errors { type } } }`,
    );
    const codes = all.body.data?.attributesList.items.map((item) => item.code) ?? [];
    expect(codes).toEqual(
      expect.arrayContaining(['name', 'sku', 'price', 'brand', 'diet', 'ingredients', 'dosage']),
    );
    const filterable = await server().gql<{ attributesList: Output }>(
      `{ attributesList(entityType: CATALOG_PRODUCT, filters: { is_filterable: true }) { items { code } errors { type } } }`,
    );
    expect(filterable.body.data?.attributesList).toEqual({
      items: ['price', 'brand', 'form', 'benefit', 'diet', 'flavour', 'size'].map((code) => ({
        code,
      })),
      errors: [],
    });
  });

  it('describes the storefront forms (attributesForm), refusing unknown and admin forms', async () => {
    const { body } = await server().gql<{ attributesForm: Output }>(
      `{ attributesForm(formCode: "customer_register_address") { items { ${METADATA} } errors { type message } } }`,
    );
    const items = body.data?.attributesForm.items ?? [];
    expect(items.map((item) => item.code)).toEqual([
      'firstname',
      'lastname',
      'company',
      'street',
      'city',
      'country_id',
      'region',
      'region_id',
      'postcode',
      'telephone',
    ]);
    expect(items.find((item) => item.code === 'street')).toMatchObject({
      frontend_input: 'MULTILINE',
      multiline_count: 2,
      is_required: true,
    });
    for (const formCode of ['adminhtml_customer', 'checkout_nowhere']) {
      const refused = await server().gql<{ attributesForm: Output }>(
        `{ attributesForm(formCode: "${formCode}") { items { code } errors { type message } } }`,
      );
      expect(refused.body.data?.attributesForm).toEqual({
        items: [],
        errors: [{ type: 'ENTITY_NOT_FOUND', message: `Form "${formCode}" could not be found.` }],
      });
    }
  });

  it("lists a product's user-defined attributes in custom_attributesV2, filtered as asked", async () => {
    const query = (filters: string) => `{ products(filter: { sku: { eq: "ORS-000002" } }) { items {
      custom_attributesV2${filters} { items { code ... on AttributeValue { value } ... on AttributeSelectedOptions { selected_options { label value } } } errors { type } }
    } } }`;
    type Answer = {
      products: { items: Array<{ custom_attributesV2: { items: Array<{ code: string }> } }> };
    };
    const codesOf = (body: { data?: Answer | null }) =>
      body.data?.products.items[0]?.custom_attributesV2.items.map((item) => item.code) ?? [];
    const all = await server().gql<Answer>(query(''));
    expect(codesOf(all.body)).toEqual(
      expect.arrayContaining(['brand', 'form', 'ingredients', 'dosage', 'origin', 'net_quantity']),
    );
    const filterable = await server().gql<Answer>(query('(filters: { is_filterable: true })'));
    expect(codesOf(filterable.body)).not.toContain('ingredients');
    expect(codesOf(filterable.body)).toEqual(expect.arrayContaining(['brand', 'form']));
  });
});
