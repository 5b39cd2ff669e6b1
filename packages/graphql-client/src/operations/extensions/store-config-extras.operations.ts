/**
 * Extension `store-config-extras` (schema/extensions/store-config-extras.graphql): storefront settings Magento has no
 * GraphQL field for. Run only when the backend offers it (decision 100).
 */
import { graphql } from '../../graphql.ts';

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

/** The order of the product page's sections, lowest first. */
export const GetProductPageSections = graphql(`
  query GetProductPageSections {
    storeConfig {
      store_code
      product_page_sections_sort_order {
        code
        sort_order
      }
    }
  }
`);

/** The default destination of the cart's tax and shipping estimate (Magento's tax/defaults/*). */
export const GetTaxDefaults = graphql(`
  query GetTaxDefaults {
    storeConfig {
      store_code
      tax_defaults_postcode
      tax_defaults_country
    }
  }
`);

/** Analytics settings. */
export const GetAnalyticsConfig = graphql(`
  query GetAnalyticsConfig {
    storeConfig {
      store_code
      analytics {
        enabled
        gtm_container_id
        requires_consent
      }
    }
  }
`);
