import { expect, it } from 'vitest';
import { describeContract } from '../../testing/backends.ts';

describeContract('store', (server) => {
  it('answers storeConfig for the fr store view with the spec fields', async () => {
    const { status, body } = await server().gql(`{
      storeConfig {
        store_code store_name store_group_name locale category_url_suffix product_url_suffix root_category_uid
        newsletter_enabled contact_enabled copyright timezone
        customer_access_token_lifetime minimum_password_length required_character_classes_number
        need_help { email phone_number start_day end_day start_time end_time }
        gdpr_consent_texts { newsletter { label legal_text } contact { label } }
        product_page_sections_sort_order { code sort_order }
        absolunet_storelocator_enable_favorite_point_of_sale
      }
    }`);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.storeConfig).toMatchObject({
      store_code: 'fr',
      store_name: 'Orsalis',
      store_group_name: 'Maison Orsalis',
      locale: 'fr_FR',
      category_url_suffix: '.html',
      product_url_suffix: '.html',
      root_category_uid: 'Mg==',
      timezone: 'Europe/Paris',
      // The tokens' real lifetime in Magento's unit: 1200 s of store config is a third of an hour.
      customer_access_token_lifetime: 0.333333,
      minimum_password_length: '10',
      required_character_classes_number: '3',
      absolunet_storelocator_enable_favorite_point_of_sale: true,
    });
    expect(JSON.stringify(body.data)).toContain('{YYYY}');
  });

  it('refuses an unknown Store header with a clear error', async () => {
    const { status, body } = await server().gql('{ storeConfig { store_name } }', {
      headers: { Store: 'de' },
    });
    expect(status).toBeLessThan(500);
    expect(body.errors?.[0]?.message).toBe('Requested store is not found');
  });

  it('lists one available store with id-5 fr view in EUR', async () => {
    const { body } = await server().gql(
      '{ availableStores { store_code store_name locale default_display_currency_code store_sort_order secure_base_media_url } currency { available_currency_codes default_display_currency_code } }',
    );
    expect(body.data).toMatchObject({
      availableStores: [
        { store_code: 'fr', locale: 'fr_FR', default_display_currency_code: 'EUR' },
      ],
      currency: {
        available_currency_codes: ['EUR'],
        default_display_currency_code: 'EUR',
      },
    });
  });

  it('keeps reCAPTCHA disabled by default while listing the protected forms', async () => {
    const { body } = await server().gql(
      '{ recaptchaV3Config { is_enabled website_key badge_position forms language_code } }',
    );
    expect(body.data?.recaptchaV3Config).toMatchObject({
      is_enabled: false,
      badge_position: 'bottomright',
      language_code: 'fr',
    });
  });

  it('refuses a currency the store does not offer', async () => {
    const { body } = await server().gql('{ storeConfig { store_code } }', {
      headers: { 'Content-Currency': 'USD' },
    });
    expect(body.errors?.[0]?.message).toBe('Please correct the target currency');
  });
});
