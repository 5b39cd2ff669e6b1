import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { STORE } from './store.constants.ts';

/** Store-view configuration written to core_config (default scope). Keys are StoreConfig field names. */
export function storeConfigValues(): Record<string, unknown> {
  return {
    locale: 'fr_FR',
    base_currency_code: 'EUR',
    default_display_currency_code: 'EUR',
    allowed_currency_codes: ['EUR'],
    timezone: 'Europe/Paris',
    weight_unit: 'kgs',
    base_url: 'http://localhost:3000/',
    base_link_url: 'http://localhost:3000/',
    secure_base_url: 'http://localhost:3000/',
    secure_base_link_url: 'http://localhost:3000/',
    base_media_url: 'http://localhost:4000/media/',
    secure_base_media_url: 'http://localhost:4000/media/',
    use_store_in_url: false,
    category_url_suffix: '.html',
    product_url_suffix: '.html',
    newsletter_enabled: true,
    contact_enabled: true,
    copyright: '© {YYYY} Maison Orsalis. Tous droits réservés.',
    absolute_footer: 'Compléments alimentaires conçus en France.',
    cms_home_page: 'home',
    cms_no_route: 'no-route',
    cms_no_cookies: 'enable-cookies',
    show_cms_breadcrumbs: 1,
    default_title: 'Orsalis — compléments alimentaires',
    title_prefix: '',
    title_suffix: 'Orsalis',
    title_separator: '|',
    default_description:
      'Vitamines, minéraux et plantes formulés en France par Maison Orsalis : sommeil, immunité, digestion, énergie.',
    default_keywords: 'compléments alimentaires, vitamines, minéraux, bien-être',
    head_shortcut_icon: 'favicon/default/favicon.ico',
    header_logo_src: 'logo/default/orsalis.svg',
    logo_alt: 'Orsalis',
    logo_width: 158,
    logo_height: 64,
    welcome: 'Bienvenue chez Orsalis !',
    front: 'cms',
    grid_per_page: 12,
    grid_per_page_values: '6,12,24,36',
    list_per_page: 10,
    list_per_page_values: '5,10,15,20,25',
    list_mode: 'grid-list',
    catalog_default_sort_by: 'position',
    product_reviews_enabled: '1',
    allow_guests_to_write_product_reviews: '0',
    configurable_thumbnail_source: 'itself',
    default_country: 'FR',
    // general/country/allow: the shop sells in France only (spec §1).
    allowed_countries: ['FR'],
    // Magento 2.4.7's "Enable Guest Checkout Login": isEmailAvailable tells whether an account exists.
    enable_guest_checkout_login: true,
    countries_with_required_region: '',
    optional_zip_countries: '',
    display_state_if_optional: false,
    customer_access_token_lifetime: 1,
    customer_token_expiration_time: 1200,
    minimum_password_length: '10',
    required_character_classes_number: '3',
    create_account_confirmation: false,
    is_guest_checkout_enabled: true,
    is_one_page_checkout_enabled: true,
    cart_expires_in_days: 30,
    cart_merge_preference: 'merge',
    cart_summary_display_quantity: 1,
    minicart_display: true,
    minicart_max_items: 10,
    max_items_in_order_summary: 10,
    magento_wishlist_general_is_enabled: '1',
    maximum_number_of_wishlists: '1',
    // French B2C prices are shown including VAT (2 = including tax).
    display_product_prices_in_catalog: 2,
    display_shipping_prices: 2,
    shopping_cart_display_price: 2,
    shopping_cart_display_shipping: 2,
    shopping_cart_display_subtotal: 2,
    shopping_cart_display_grand_total: true,
    shopping_cart_display_full_summary: true,
    shopping_cart_display_zero_tax: false,
    orders_invoices_credit_memos_display_price: 2,
    orders_invoices_credit_memos_display_shipping_amount: 2,
    orders_invoices_credit_memos_display_subtotal: 2,
    orders_invoices_credit_memos_display_grandtotal: true,
    orders_invoices_credit_memos_display_full_summary: true,
    orders_invoices_credit_memos_display_zero_tax: false,
    tax_defaults_postcode: '75001',
    tax_defaults_country: 'FR',
    need_help: {
      email: 'conseil@orsalis.example',
      phone_number: '01 84 60 27 15',
      start_day: 'Monday',
      end_day: 'Friday',
      start_time: '09:00',
      end_time: '18:00',
    },
    product_page_sections_sort_order: [
      { code: 'overview', sort_order: 10 },
      { code: 'premium_content', sort_order: 20 },
      { code: 'related', sort_order: 30 },
      { code: 'recommendations', sort_order: 40 },
      { code: 'faq', sort_order: 50 },
      { code: 'reviews', sort_order: 60 },
      { code: 'social_wall', sort_order: 70 },
    ],
    gdpr_consent_texts: GDPR_CONSENT_TEXTS,
    analytics: { enabled: true, gtm_container_id: 'GTM-ORSALIS', requires_consent: true },
    payment_client_key_test: 'test_ORSALISDEMOCLIENTKEY0000000000',
    payment_client_key_live: 'live_ORSALISCLIENTKEYNOTCONFIGURED00',
    payment_environment: 'test',
    // The French shop asks for the « cryptogramme » again when a saved card pays.
    payment_saved_card_cvc: true,
    marketing_consent: {
      enabled: true,
      consent_lifetime_months: 6,
      newsletter_checked_by_default: false,
      purposes: ['analytics', 'advertising', 'personalisation'],
    },
    absolunet_storelocator_enable_favorite_point_of_sale: true,
    recaptcha_v3: {
      is_enabled: false,
      website_key: '',
      minimum_score: 0.5,
      badge_position: 'bottomright',
      language_code: 'fr',
      failure_message: 'La vérification reCAPTCHA a échoué. Veuillez réessayer.',
      forms: [
        'PLACE_ORDER',
        'CONTACT',
        'CUSTOMER_LOGIN',
        'CUSTOMER_FORGOT_PASSWORD',
        'CUSTOMER_CREATE',
        'NEWSLETTER',
      ],
    },
  };
}

const LEGAL_BASE =
  'Maison Orsalis, responsable du traitement, utilise vos données pour {purpose}. Vous pouvez exercer vos droits ' +
  'd’accès, de rectification, d’effacement et d’opposition à tout moment en écrivant à dpo@orsalis.example. ' +
  'Pour en savoir plus, consultez notre politique de confidentialité.';

const GDPR_CONSENT_TEXTS = {
  newsletter: {
    label:
      'J’accepte de recevoir la lettre d’information d’Orsalis (conseils, nouveautés et offres).',
    legal_text: LEGAL_BASE.replace(
      '{purpose}',
      'vous envoyer sa lettre d’information ; vous pouvez vous désinscrire via le lien présent dans chaque e-mail',
    ),
  },
  customer: {
    label: 'J’accepte que mes données soient utilisées pour créer et gérer mon compte client.',
    legal_text: LEGAL_BASE.replace(
      '{purpose}',
      'gérer votre compte client et vos commandes ; elles sont conservées trois ans après votre dernière activité',
    ),
  },
  checkout: {
    label: 'J’accepte que mes données soient utilisées pour traiter ma commande et sa livraison.',
    legal_text: LEGAL_BASE.replace(
      '{purpose}',
      'traiter votre commande, sa livraison et le service après-vente',
    ),
  },
  contact: {
    label: 'J’accepte que mes données soient utilisées pour répondre à ma demande.',
    legal_text: LEGAL_BASE.replace(
      '{purpose}',
      'répondre à votre demande ; elles sont supprimées dans un délai de trois ans',
    ),
  },
};

/** Website, store group and the single store view (code fr, id 5), plus its configuration. */
export async function seedStore(db: Queryable): Promise<void> {
  await db.query('INSERT INTO store_website (website_id, code, name) VALUES (1, $1, $2)', [
    'base',
    'Site principal',
  ]);
  await db.query(
    'INSERT INTO store_group (group_id, website_id, code, name, root_category_id) VALUES (1, 1, $1, $2, $3)',
    ['maison_orsalis', STORE.groupName, STORE.rootCategoryId],
  );
  await db.query(
    'INSERT INTO store (store_id, group_id, code, name, sort_order) VALUES ($1, 1, $2, $3, 0)',
    [STORE.id, STORE.code, STORE.name],
  );
  const values = { ...storeConfigValues(), cache_id_salt: randomBytes(16).toString('hex') };
  for (const [path, value] of Object.entries(values)) {
    await db.query('INSERT INTO core_config (store_id, path, value) VALUES (0, $1, $2::jsonb)', [
      path,
      JSON.stringify(value),
    ]);
  }
}
