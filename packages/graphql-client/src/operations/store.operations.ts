/**
 * Store, currency and anti-bot reads of the core contract (spec §7 "storeConfig" field sets,
 * availableStores, currency data, GetReCaptchaV3Config). The spec's custom store-config fields are
 * the extensions' (`extensions/*.operations.ts`, decision 100).
 */
import { graphql } from '../graphql.ts';

/**
 * Cart tax display settings (Magento_TaxGraphQl: 1 excluding tax, 2 including, 3 both) and the
 * store's default country. The tax defaults' postcode is the `store-config-extras` extension's.
 */
export const GetTaxConfig = graphql(`
  query GetTaxConfig {
    storeConfig {
      store_code
      shopping_cart_display_price
      shopping_cart_display_subtotal
      shopping_cart_display_shipping
      shopping_cart_display_grand_total
      shopping_cart_display_full_summary
      shopping_cart_display_zero_tax
      default_country
    }
  }
`);

/** Whether the contact page is on; read cache-and-network (shown at once, refreshed). */
export const GetContactEnabled = graphql(`
  query GetContactEnabled {
    storeConfig {
      store_code
      contact_enabled
    }
  }
`);

/** The shell's store settings: newsletter block, URL suffix, menu root, locale, names. */
export const GetShopConfig = graphql(`
  query GetShopConfig {
    storeConfig {
      store_code
      newsletter_enabled
      category_url_suffix
      product_url_suffix
      root_category_uid
      locale
      store_name
      store_group_name
      secure_base_media_url
      use_store_in_url
      magento_wishlist_general_is_enabled
    }
  }
`);

/** Session settings: how long a sign-in token lives, in hours (getUserConfig). */
export const GetUserConfig = graphql(`
  query GetUserConfig {
    storeConfig {
      store_code
      customer_access_token_lifetime
    }
  }
`);

/** Password policy for the account forms. */
export const GetPasswordPolicy = graphql(`
  query GetPasswordPolicy {
    storeConfig {
      store_code
      minimum_password_length
      required_character_classes_number
    }
  }
`);

/** The store name for page titles. */
export const GetStoreConfigForTitle = graphql(`
  query GetStoreConfigForTitle {
    storeConfig {
      store_code
      store_name
    }
  }
`);

/** The footer's copyright text, with its {YYYY} placeholder (storeConfigData). */
export const GetStoreConfigData = graphql(`
  query GetStoreConfigData {
    storeConfig {
      store_code
      copyright
    }
  }
`);

/** Product-page settings: whether the wish list is on (the section order is an extension's). */
export const GetProductPageConfig = graphql(`
  query GetProductPageConfig {
    storeConfig {
      store_code
      magento_wishlist_general_is_enabled
    }
  }
`);

/** The store views for the store switcher (one in this shop: the switcher hides). */
export const GetAvailableStores = graphql(`
  query GetAvailableStores {
    availableStores {
      store_code
      store_name
      store_group_code
      store_group_name
      store_sort_order
      locale
      default_display_currency_code
      secure_base_media_url
      category_url_suffix
      product_url_suffix
    }
  }
`);

/** Currency data for the currency switcher (EUR only: the switcher hides). */
export const GetCurrencyData = graphql(`
  query GetCurrencyData {
    currency {
      default_display_currency_code
      available_currency_codes
    }
  }
`);

/** The anti-bot configuration (GetReCaptchaV3Config). */
export const GetReCaptchaV3Config = graphql(`
  query GetReCaptchaV3Config {
    recaptchaV3Config {
      is_enabled
      website_key
      badge_position
      language_code
      forms
    }
  }
`);
