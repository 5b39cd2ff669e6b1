/**
 * Catalog reads: menu trees, category page, product listing, search, autocomplete and the
 * filter-kind introspection (spec §7 "categories and categoryList", §2 category page). The product
 * page's and the sitemap's product reads are in `product.operations.ts`.
 */
import { gql } from '@urql/core';
import type { TypedDocumentNode } from '@urql/core';
import { graphql } from '../graphql.ts';
import { AggregationFields, CategoryMenuFields, ProductCardFields } from './catalog.fragments.ts';

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
