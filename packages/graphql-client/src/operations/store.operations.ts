/**
 * Store, currency, anti-bot and consent reads (spec §7 "storeConfig" field sets, availableStores,
 * currency data, GetReCaptchaV3Config, consent texts per form).
 */
import { graphql } from '../graphql.ts';

/** Tax display settings and tax defaults (cart and checkout totals). */
export const GetTaxConfig = graphql(`
  query GetTaxConfig {
    storeConfig {
      store_code
      tax_cart_display_price
      tax_cart_display_subtotal
      tax_cart_display_shipping
      tax_cart_display_full_summary
      tax_defaults_postcode
      tax_defaults_country
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
    }
  }
`);

/** Session settings: how long a sign-in token is kept (getUserConfig). */
export const GetUserConfig = graphql(`
  query GetUserConfig {
    storeConfig {
      store_code
      customer_token_expiration_time
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

/** The favorite-point-of-sale flag (getFavoriteStoreConfig). */
export const GetFavoriteStoreConfig = graphql(`
  query GetFavoriteStoreConfig {
    getFavoriteStoreConfig {
      store_code
      absolunet_storelocator_enable_favorite_point_of_sale
    }
  }
`);

/** The checkout "Need Help?" contact details and hours, with the store timezone (getNeedHelp). */
export const GetNeedHelp = graphql(`
  query GetNeedHelp {
    storeConfig {
      store_code
      timezone
      need_help {
        email
        phone_number
        start_day
        end_day
        start_time
        end_time
      }
    }
  }
`);

/** Product-page settings: section order and wishlist flags. */
export const GetProductPageConfig = graphql(`
  query GetProductPageConfig {
    storeConfig {
      store_code
      product_page_sections_sort_order {
        code
        sort_order
      }
      magento_wishlist_general_is_enabled
      enable_multiple_wishlists
    }
  }
`);

/** Analytics, payment client key and marketing consent settings. */
export const GetIntegrationsConfig = graphql(`
  query GetIntegrationsConfig {
    storeConfig {
      store_code
      analytics {
        enabled
        gtm_container_id
        requires_consent
      }
      payment_environment
      payment_client_key_test
      payment_client_key_live
      marketing_consent {
        enabled
        consent_lifetime_months
        newsletter_checked_by_default
        purposes
      }
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
      current_currency_code
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

/** Consent label and legal text of the newsletter form. */
export const GetNewsletterConsentTexts = graphql(`
  query GetNewsletterConsentTexts {
    storeConfig {
      store_code
      gdpr_consent_texts {
        newsletter {
          label
          legal_text
        }
      }
    }
  }
`);

/** Consent label and legal text of the create-account form. */
export const GetCustomerConsentTexts = graphql(`
  query GetCustomerConsentTexts {
    storeConfig {
      store_code
      gdpr_consent_texts {
        customer {
          label
          legal_text
        }
      }
    }
  }
`);

/** Consent label and legal text of the checkout. */
export const GetCheckoutConsentTexts = graphql(`
  query GetCheckoutConsentTexts {
    storeConfig {
      store_code
      gdpr_consent_texts {
        checkout {
          label
          legal_text
        }
      }
    }
  }
`);

/** Consent label and legal text of the contact form. */
export const GetContactConsentTexts = graphql(`
  query GetContactConsentTexts {
    storeConfig {
      store_code
      gdpr_consent_texts {
        contact {
          label
          legal_text
        }
      }
    }
  }
`);
