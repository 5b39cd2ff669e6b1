/**
 * Orders of Magento_SalesGraphQl 2.4.7: the signed-in customer's history, and an order found
 * without an account (`guestOrder`: the order number, its billing e-mail and billing postcode).
 */
import { graphql } from '../graphql.ts';
import { OrderDetailsFragment } from './order.fragments.ts';

/** One page of the signed-in customer's orders, newest first; `filter` finds one by its number. */
export const GetCustomerOrders = graphql(
  `
    query GetCustomerOrders(
      $currentPage: Int!
      $pageSize: Int!
      $filter: CustomerOrdersFilterInput
    ) {
      customer {
        orders(
          filter: $filter
          currentPage: $currentPage
          pageSize: $pageSize
          sort: { sort_field: CREATED_AT, sort_direction: DESC }
        ) {
          total_count
          page_info {
            current_page
            total_pages
          }
          items {
            ...OrderDetails
          }
        }
      }
    }
  `,
  [OrderDetailsFragment],
);

/**
 * A guest's order by its number, e-mail and billing postcode. Magento answers "We couldn't
 * locate an order with the information provided." when they do not match, and "Please login to
 * view the order." for an order of a registered customer.
 */
export const GuestOrder = graphql(
  `
    query GuestOrder($input: OrderInformationInput!) {
      guestOrder(input: $input) {
        ...OrderDetails
      }
    }
  `,
  [OrderDetailsFragment],
);
