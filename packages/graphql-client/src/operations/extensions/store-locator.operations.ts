/**
 * Extension `store-locator` (schema/extensions/store-locator.graphql), run only when the backend
 * offers it (decision 100). Store locator reads (spec §7 GetFavoriteStore,
 * FavoriteStoreFullDetails, store fragments; §3 Physical store). Hours are asked for a date range
 * (`dateRangeStart` to `dateRangeEnd`, YYYY-MM-DD). The core `ResolveURL` selects no store-locator
 * type: a route of type ABSO_STORE is completed by `GetStoreDetails` (its URL key), one of type
 * ABSO_STORE_LIST by `GetStoreList`.
 */
import { graphql } from '../../graphql.ts';
import { StoreHoursFields, StoreSummaryFields } from './store-locator.fragments.ts';

/** The favorite store: the nearest active one to `origin` (spec: optional origin). */
export const GetFavoriteStore = graphql(
  `
    query GetFavoriteStore(
      $origin: AbsoStoreOriginInput
      $dateRangeStart: String
      $dateRangeEnd: String
    ) {
      getFavoriteStore(origin: $origin) {
        ...StoreSummaryFields
        ...StoreHoursFields
      }
    }
  `,
  [StoreSummaryFields, StoreHoursFields],
);

/** One store's full details by identifier (absoStores filtered by identifier equal). */
export const FavoriteStoreFullDetails = graphql(
  `
    query FavoriteStoreFullDetails(
      $identifier: String!
      $dateRangeStart: String
      $dateRangeEnd: String
    ) {
      absoStores(filter: { identifier: { eq: $identifier } }) {
        total_count
        items {
          ...StoreSummaryFields
          ...StoreHoursFields
          email
          more_infos
        }
      }
    }
  `,
  [StoreSummaryFields, StoreHoursFields],
);

/** The place a shopper typed on the store list (city, postcode, département) and its position. */
export const FindStorePlace = graphql(`
  query FindStorePlace($search: String!) {
    absoStorePlace(search: $search) {
      name
      postcode
      latitude
      longitude
    }
  }
`);

/** The store list page: filtered by city or postcode, nearest first when an origin is given. */
export const GetStoreList = graphql(
  `
    query GetStoreList(
      $filter: AbsoStoreFilterInput
      $origin: AbsoStoreOriginInput
      $pageSize: Int = 20
      $currentPage: Int = 1
      $dateRangeStart: String
      $dateRangeEnd: String
    ) {
      absoStores(filter: $filter, origin: $origin, pageSize: $pageSize, currentPage: $currentPage) {
        total_count
        page_info {
          current_page
          page_size
          total_pages
        }
        items {
          ...StoreSummaryFields
          ...StoreHoursFields
        }
      }
    }
  `,
  [StoreSummaryFields, StoreHoursFields],
);

/**
 * A store page by URL key, with its hours for the date range, and its special (holiday) hours up
 * to `specialHoursEnd`: the page lists those beyond the week too (issue 20).
 */
export const GetStoreDetails = graphql(
  `
    query GetStoreDetails(
      $urlKey: String!
      $dateRangeStart: String
      $dateRangeEnd: String
      $specialHoursEnd: String
    ) {
      absoStores(filter: { url_key: { eq: $urlKey } }) {
        total_count
        items {
          ...StoreSummaryFields
          ...StoreHoursFields
          email
          more_infos
          upcoming_special_hours: special_hours(
            dateRangeStart: $dateRangeStart
            dateRangeEnd: $specialHoursEnd
          ) {
            title
            date
            open
            close
          }
        }
      }
    }
  `,
  [StoreSummaryFields, StoreHoursFields],
);

/** Every active store page's URL, for the sitemap (at most 100 stores: the chain has 25). */
export const GetSitemapStores = graphql(`
  query GetSitemapStores {
    absoStores(pageSize: 100) {
      items {
        url_key
        relative_url
      }
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

/** Saves the signed-in customer's favorite point of sale. */
export const SetFavoriteStore = graphql(`
  mutation SetFavoriteStore($identifier: String!) {
    setFavoriteStore(identifier: $identifier) {
      identifier
      name
    }
  }
`);
