/** Routing and content reads (spec §7 route/ResolveURL, cmsBlocks; §2 CMS pages). */
import { graphql } from '../graphql.ts';

/**
 * What a URL shows (spec §3 "Route lookup result"): the type decides the page; redirects carry
 * their code and target. Core types only: a store-locator page (type `ABSO_STORE` or
 * `ABSO_STORE_LIST`, answered only by a backend with that extension) carries no identifier here
 * and is completed by the extension's own reads (`GetStoreDetails` by URL key, `GetStoreList`).
 */
export const ResolveURL = graphql(`
  query ResolveURL($url: String!) {
    route(url: $url) {
      __typename
      relative_url
      redirect_code
      type
      ... on CmsPage {
        identifier
        content
      }
      ... on ProductInterface {
        uid
        sku
        image {
          url
        }
        categories {
          uid
        }
      }
      ... on ConfigurableProduct {
        variants {
          product {
            uid
            image {
              url
            }
          }
          attributes {
            code
            label
          }
        }
      }
      ... on CategoryInterface {
        uid
      }
    }
  }
`);

/**
 * The store switcher's lookup of a page in another store view: sent with that store's `Store`
 * header and never cached (spec §7 "route(url)").
 */
export const GetRouteInStore = graphql(`
  query GetRouteInStore($url: String!) {
    route(url: $url) {
      relative_url
      redirect_code
      type
    }
  }
`);

/** A CMS page by identifier. */
export const GetCmsPage = graphql(`
  query GetCmsPage($identifier: String!) {
    cmsPage(identifier: $identifier) {
      identifier
      url_key
      title
      content
      content_heading
      page_layout
      meta_title
      meta_keywords
      meta_description
    }
  }
`);

/** CMS blocks by identifier (footer, promos, need-help; a button's block dialog). */
export const GetCmsBlocks = graphql(`
  query GetCmsBlocks($identifiers: [String]!) {
    cmsBlocks(identifiers: $identifiers) {
      items {
        identifier
        title
        content
      }
    }
  }
`);
