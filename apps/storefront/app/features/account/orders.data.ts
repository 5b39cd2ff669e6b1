import { GetCustomerOrders, runQuery } from '@vitrine/graphql-client';
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
}

/** Reads one page of the signed-in customer's orders. */
export async function loadOrders(currentPage = 1): Promise<Loaded<OrdersPage>> {
  const result = await runQuery(accountShop(), GetCustomerOrders, {
    currentPage,
    pageSize: ORDERS_PAGE_SIZE,
  });
  if (!result.ok) return failedRead(result.error);
  const orders = result.data.customer?.orders;
  return {
    ok: true,
    data: {
      orders: (orders?.items ?? [])
        .filter((order) => order !== null)
        .map((order) => toOrderView(order)),
      totalCount: orders?.total_count ?? 0,
      currentPage: orders?.page_info?.current_page ?? currentPage,
      totalPages: orders?.page_info?.total_pages ?? 1,
    },
  };
}
