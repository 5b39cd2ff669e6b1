/**
 * Extension `subscriptions` (schema/extensions/subscriptions.graphql), the account's side: the
 * signed-in customer's subscriptions, the five changes a customer makes to one, and the
 * subscription of each item of the order history. Run only when the backend offers the extension
 * (decision 100); a stock Magento has none of it. The product page's and the cart's documents are
 * in `subscriptions.operations.ts`.
 */
import { graphql } from '../../graphql.ts';

/** A subscription as the account page shows it. */
export const VitrineSubscriptionFields = graphql(`
  fragment VitrineSubscriptionFields on VitrineSubscription {
    uid
    status
    product {
      uid
      name
      url_key
      url_suffix
      small_image {
        url
      }
    }
    product_name
    product_sku
    variant_sku
    configurable_options {
      option_label
      value_label
    }
    quantity
    frequency_days
    frequencies
    price {
      value
      currency
    }
    discount_percent
    next_date
    created_at
    first_order_number
    renewal_order_numbers
    payment_card_label
    shipping_address_summary
  }
`);

/** One page of the customer's subscriptions, newest first (cancelled ones included). */
export const GetCustomerSubscriptions = graphql(
  `
    query GetCustomerSubscriptions($currentPage: Int!, $pageSize: Int!) {
      customer {
        vitrine_subscriptions(currentPage: $currentPage, pageSize: $pageSize) {
          total_count
          page_info {
            current_page
            total_pages
          }
          items {
            ...VitrineSubscriptionFields
          }
        }
      }
    }
  `,
  [VitrineSubscriptionFields],
);

/** Skips the next delivery: the next date moves one period later (active subscriptions only). */
export const SkipVitrineSubscriptionDelivery = graphql(
  `
    mutation SkipVitrineSubscriptionDelivery($uid: ID!) {
      skipVitrineSubscriptionDelivery(input: { uid: $uid }) {
        subscription {
          ...VitrineSubscriptionFields
        }
      }
    }
  `,
  [VitrineSubscriptionFields],
);

/** Changes how often the product comes (one of the subscription's `frequencies`). */
export const ChangeVitrineSubscriptionFrequency = graphql(
  `
    mutation ChangeVitrineSubscriptionFrequency($uid: ID!, $frequencyDays: Int!) {
      changeVitrineSubscriptionFrequency(input: { uid: $uid, frequency_days: $frequencyDays }) {
        subscription {
          ...VitrineSubscriptionFields
        }
      }
    }
  `,
  [VitrineSubscriptionFields],
);

/** Pauses an active subscription. */
export const PauseVitrineSubscription = graphql(
  `
    mutation PauseVitrineSubscription($uid: ID!) {
      pauseVitrineSubscription(input: { uid: $uid }) {
        subscription {
          ...VitrineSubscriptionFields
        }
      }
    }
  `,
  [VitrineSubscriptionFields],
);

/** Resumes a paused subscription. */
export const ResumeVitrineSubscription = graphql(
  `
    mutation ResumeVitrineSubscription($uid: ID!) {
      resumeVitrineSubscription(input: { uid: $uid }) {
        subscription {
          ...VitrineSubscriptionFields
        }
      }
    }
  `,
  [VitrineSubscriptionFields],
);

/** Cancels a subscription for good. */
export const CancelVitrineSubscription = graphql(
  `
    mutation CancelVitrineSubscription($uid: ID!) {
      cancelVitrineSubscription(input: { uid: $uid }) {
        subscription {
          ...VitrineSubscriptionFields
        }
      }
    }
  `,
  [VitrineSubscriptionFields],
);

/**
 * The subscription of each item of one page of the order history, asked beside the core
 * `GetCustomerOrders` with the same page, sort and filter (its core document stays Magento's own).
 */
export const GetCustomerOrderSubscriptions = graphql(`
  query GetCustomerOrderSubscriptions(
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
        items {
          number
          items {
            id
            vitrine_subscription {
              subscription_uid
              frequency_days
              is_renewal
            }
          }
        }
      }
    }
  }
`);
