import { GetCustomerOrders, readOrderSubscriptions, runQuery } from '@vitrine/graphql-client';
import type { OrderItemSubscription } from '@vitrine/graphql-client';
import { accountShop, failedRead } from './account-data.ts';
import type { Loaded } from './account-data.ts';
import { toOrderView } from '../../orders/order.model.ts';
import type { OrderView } from '../../orders/order.model.ts';

/** Orders per page of the order history. */
export const ORDERS_PAGE_SIZE = 10;

/** A page of the order history, newest first. */
export interface OrdersPage {
  readonly orders: readonly OrderView[];
  readonly totalCount: number;
  readonly currentPage: number;
  readonly totalPages: number;
  /** The one order asked for by its number (`?order=`), when the page shows only it. */
  readonly orderNumber: string | null;
}

/** What the order history reads besides the page. */
export interface OrdersQuery {
  /** Only the order with this number (a subscription's order, linked from /subscriptions). */
  readonly orderNumber?: string | null;
  /** Whether the store has extension `subscriptions`: the items' subscriptions are read too. */
  readonly subscriptions?: boolean;
}

const NONE: ReadonlyMap<string, OrderItemSubscription> = new Map();

/**
 * The items' subscriptions of the same page. Without them the history still shows, only without
 * the subscription labels: their failure is not the page's.
 */
async function itemSubscriptions(
  currentPage: number,
  orderNumber: string | null,
): Promise<ReadonlyMap<string, OrderItemSubscription>> {
  const result = await readOrderSubscriptions(accountShop(), {
    currentPage,
    pageSize: ORDERS_PAGE_SIZE,
    ...(orderNumber ? { orderNumber } : {}),
  });
  return result.ok ? result.items : NONE;
}

/** Reads one page of the signed-in customer's orders. */
export async function loadOrders(
  currentPage = 1,
  query: OrdersQuery = {},
): Promise<Loaded<OrdersPage>> {
  const orderNumber = query.orderNumber?.trim() || null;
  const [result, subscriptions] = await Promise.all([
    runQuery(accountShop(), GetCustomerOrders, {
      currentPage,
      pageSize: ORDERS_PAGE_SIZE,
      filter: orderNumber ? { number: { eq: orderNumber } } : null,
    }),
    query.subscriptions ? itemSubscriptions(currentPage, orderNumber) : Promise.resolve(NONE),
  ]);
  if (!result.ok) return failedRead(result.error);
  const orders = result.data.customer?.orders;
  return {
    ok: true,
    data: {
      orders: (orders?.items ?? [])
        .filter((order) => order !== null)
        .map((order) => toOrderView(order, subscriptions)),
      totalCount: orders?.total_count ?? 0,
      currentPage: orders?.page_info?.current_page ?? currentPage,
      totalPages: orders?.page_info?.total_pages ?? 1,
      orderNumber,
    },
  };
}
