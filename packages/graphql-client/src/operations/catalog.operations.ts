/**
 * Catalog reads: menu trees, category page, product listing, search, autocomplete, product page
 * and the filter-kind introspection (spec §7 "categories and categoryList", §2 category and
 * product pages).
 */
import { gql } from '@urql/core';
import type { TypedDocumentNode } from '@urql/core';
import { graphql } from '../graphql.ts';
import {
  AggregationFields,
  CategoryMenuFields,
  PriceRangeFields,
  ProductCardFields,
} from './catalog.fragments.ts';

/** The 3-level mega menu (categoryList from the store's root category). */
export const GetMegaMenu = graphql(
  `
    query GetMegaMenu {
      categoryList {
        uid
        name
        children {
          ...CategoryMenuFields
          children {
            ...CategoryMenuFields
            children {
              ...CategoryMenuFields
            }
          }
        }
      }
    }
  `,
  [CategoryMenuFields],
);

/** The drawer's tree: one category by uid with its children (the drawer walks it level by level). */
export const GetNavigationMenu = graphql(
  `
    query GetNavigationMenu($uid: String!) {
      categories(filters: { category_uid: { eq: $uid } }) {
        items {
          ...CategoryMenuFields
          children {
            ...CategoryMenuFields
          }
        }
      }
    }
  `,
  [CategoryMenuFields],
);

/** The children of a category, for the catalog state (categories keyed by uid). */
export const GetCategories = graphql(
  `
    query GetCategories($parentUid: String!, $pageSize: Int = 50, $currentPage: Int = 1) {
      categories(
        filters: { parent_category_uid: { eq: $parentUid } }
        pageSize: $pageSize
        currentPage: $currentPage
      ) {
        total_count
        items {
          ...CategoryMenuFields
        }
      }
    }
  `,
  [CategoryMenuFields],
);

/** The category page's own data: title, description, breadcrumbs, SEO fields. */
export const GetCategoryData = graphql(`
  query GetCategoryData($uid: String!) {
    categories(filters: { category_uid: { eq: $uid } }) {
      items {
        uid
        name
        description
        url_key
        url_path
        url_suffix
        canonical_url
        image
        display_mode
        default_sort_by
        children_count
        meta_title
        meta_keywords
        meta_description
        breadcrumbs {
          category_uid
          category_name
          category_level
          category_url_path
        }
        cms_block {
          identifier
          content
        }
      }
    }
  }
`);

/**
 * The result of {@link GetFilterInputs}. gql.tada types documents against the shop's schema but
 * not against GraphQL's own introspection schema (`__type`), so this one result type mirrors the
 * standard `__Type`/`__InputValue` fields the query asks for.
 */
export interface FilterInputsResult {
  __type: {
    inputFields: { name: string; type: { name: string | null } }[] | null;
  } | null;
}

/** Which filter keys are Equal, Match or Range (Magento's storefront asks the schema). */
export const GetFilterInputs: TypedDocumentNode<FilterInputsResult, Record<string, never>> = gql`
  query GetFilterInputs {
    __type(name: "ProductAttributeFilterInput") {
      inputFields {
        name
        type {
          name
        }
      }
    }
  }
`;

/** A category page's products, filters, sort options and paging (page size 6, spec §9). */
export const GetProductListing = graphql(
  `
    query GetProductListing(
      $filter: ProductAttributeFilterInput!
      $sort: ProductAttributeSortInput
      $pageSize: Int = 6
      $currentPage: Int = 1
    ) {
      products(filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
        total_count
        page_info {
          current_page
          page_size
          total_pages
        }
        items {
          ...ProductCardFields
        }
        aggregations(filter: { category: { includeDirectChildrenOnly: true } }) {
          ...AggregationFields
        }
        sort_fields {
          default
          options {
            label
            value
          }
        }
      }
    }
  `,
  [ProductCardFields, AggregationFields],
);

/** The search page: full-text search with filters, sort and paging, plus suggestions. */
export const ProductSearch = graphql(
  `
    query ProductSearch(
      $search: String!
      $filter: ProductAttributeFilterInput
      $sort: ProductAttributeSortInput
      $pageSize: Int = 6
      $currentPage: Int = 1
    ) {
      products(
        search: $search
        filter: $filter
        sort: $sort
        pageSize: $pageSize
        currentPage: $currentPage
      ) {
        total_count
        page_info {
          current_page
          page_size
          total_pages
        }
        items {
          ...ProductCardFields
        }
        aggregations {
          ...AggregationFields
        }
        sort_fields {
          default
          options {
            label
            value
          }
        }
        suggestions {
          search
        }
      }
    }
  `,
  [ProductCardFields, AggregationFields],
);

/** The header search's suggestions while typing. */
export const GetAutocompleteResults = graphql(
  `
    query GetAutocompleteResults($search: String!, $pageSize: Int = 3) {
      products(search: $search, pageSize: $pageSize, currentPage: 1) {
        total_count
        items {
          ...ProductCardFields
        }
        aggregations {
          attribute_code
          label
          options {
            label
            value
            count
          }
        }
        suggestions {
          search
        }
      }
    }
  `,
  [ProductCardFields],
);

/**
 * Everything the product page shows, by URL key: Magento Open Source 2.4.7 fields only. The FAQ is
 * the `product-faq` extension's (`GetProductFaq`); the sale quantity limits (`min_sale_qty`,
 * `max_sale_qty`) are Magento 2.4.8's, so the page does without them and the backend refuses an
 * impossible quantity with its own message.
 */
export const GetProductDetailForProductPage = graphql(
  `
    query GetProductDetailForProductPage($urlKey: String!) {
      products(filter: { url_key: { eq: $urlKey } }) {
        items {
          __typename
          uid
          sku
          name
          url_key
          url_suffix
          canonical_url
          stock_status
          only_x_left_in_stock
          meta_title
          meta_keyword
          meta_description
          rating_summary
          review_count
          special_price
          description {
            html
          }
          short_description {
            html
          }
          image {
            url
            label
          }
          media_gallery {
            __typename
            url
            label
            position
            disabled
          }
          media_gallery_entries {
            uid
            file
            label
            position
            disabled
            media_type
          }
          price_range {
            ...PriceRangeFields
          }
          price_tiers {
            quantity
            final_price {
              value
              currency
            }
            discount {
              amount_off
              percent_off
            }
          }
          categories {
            uid
            name
            url_path
            url_suffix
            breadcrumbs {
              category_uid
              category_name
              category_url_path
            }
          }
          custom_attributesV2(filters: { is_visible_on_front: true }) {
            items {
              code
              ... on AttributeValue {
                value
              }
              ... on AttributeSelectedOptions {
                selected_options {
                  label
                  value
                }
              }
            }
          }
          related_products {
            ...ProductCardFields
          }
          upsell_products {
            ...ProductCardFields
          }
          ... on ConfigurableProduct {
            configurable_options {
              uid
              attribute_uid
              attribute_code
              label
              position
              values {
                uid
                label
                swatch_data {
                  __typename
                  value
                }
              }
            }
            variants {
              attributes {
                uid
                code
                label
              }
              product {
                uid
                sku
                stock_status
                only_x_left_in_stock
                image {
                  url
                  label
                }
                media_gallery {
                  url
                  label
                  position
                  disabled
                }
                price_range {
                  ...PriceRangeFields
                }
              }
            }
          }
        }
      }
    }
  `,
  [PriceRangeFields, ProductCardFields],
);

/**
 * The sitemap's product URLs, a page at a time (300 per page keeps a 50 000-URL sitemap to a few
 * hundred requests). Every product has a price, so `price from 0` lists them all: Magento's
 * `products` needs a search or a filter.
 */
export const GetSitemapProducts = graphql(`
  query GetSitemapProducts($currentPage: Int!) {
    products(
      filter: { price: { from: "0" } }
      pageSize: 300
      currentPage: $currentPage
      sort: { name: ASC }
    ) {
      page_info {
        total_pages
      }
      items {
        url_key
        url_suffix
      }
    }
  }
`);
