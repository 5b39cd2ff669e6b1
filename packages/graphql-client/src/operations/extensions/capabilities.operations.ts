/**
 * Extension `capabilities` (schema/extensions/capabilities.graphql): which extension modules the
 * store offers. On a store without them this document fails validation, which is the answer.
 */
import { graphql } from '../../graphql.ts';

/** The extension modules of the current store view. */
export const GetShopExtensions = graphql(`
  query GetShopExtensions {
    storeConfig {
      store_code
      vitrine_extensions
    }
  }
`);
