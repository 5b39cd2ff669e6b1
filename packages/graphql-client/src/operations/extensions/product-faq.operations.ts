/**
 * Extension `product-faq` (schema/extensions/product-faq.graphql): the product page's questions
 * and answers. Run only when the backend offers it (decision 100); without it the page has no FAQ.
 */
import { graphql } from '../../graphql.ts';

/** A product's FAQ, by URL key (the same key as `GetProductDetailForProductPage`, asked beside it). */
export const GetProductFaq = graphql(`
  query GetProductFaq($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }) {
      items {
        uid
        faq_items {
          question
          answer
          position
        }
      }
    }
  }
`);
