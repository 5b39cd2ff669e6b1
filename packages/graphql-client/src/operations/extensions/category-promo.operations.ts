/**
 * Extension `category-promo` (schema/extensions/category-promo.graphql): the mega menu's
 * promotions and narrow submenus. Run only when the backend offers it (decision 100); the
 * storefront merges the answer into the core menu tree (`GetMegaMenu`) by category uid.
 */
import { graphql } from '../../graphql.ts';

/** A category's promotion and skinny flag, keyed by its uid. */
export const CategoryPromoFields = graphql(`
  fragment CategoryPromoFields on CategoryTree {
    uid
    promo_content
    promo_rich_content
    skinny_navigation
  }
`);

/** The promotions of the mega menu's three levels: the same tree as `GetMegaMenu`, promo fields only. */
export const GetMegaMenuPromos = graphql(
  `
    query GetMegaMenuPromos {
      categoryList {
        uid
        children {
          ...CategoryPromoFields
          children {
            ...CategoryPromoFields
            children {
              ...CategoryPromoFields
            }
          }
        }
      }
    }
  `,
  [CategoryPromoFields],
);
