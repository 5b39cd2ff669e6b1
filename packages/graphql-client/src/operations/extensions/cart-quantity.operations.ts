/**
 * Extension `cart-quantity` (schema/extensions/cart-quantity.graphql): the quantity the cart
 * trigger shows, configurable lines counted once per unit. Run only when the backend offers it;
 * otherwise the trigger shows Magento's `total_quantity` (decision 100).
 */
import { graphql } from '../../graphql.ts';

/**
 * The authorisation check with the cart trigger's count (spec §7: `cart(cart_id)` "also
 * total_summary_quantity_including_config for the cart trigger").
 */
export const GetCartSummaryQuantity = graphql(`
  query GetCartSummaryQuantity($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_quantity
      total_summary_quantity_including_config
    }
  }
`);
