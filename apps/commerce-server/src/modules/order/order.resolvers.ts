import type { RequestContext } from '../../graphql/context.ts';
import { authorizationError, inputError, noSuchEntityError } from '../../graphql/errors.ts';
import type { CustomerRow } from '../customer/index.ts';
import {
  requestIp,
  throttledError,
  TOO_MANY_REQUESTS,
  platformOf,
  takeToken,
} from '../platform/index.ts';
import { orderByToken, orderForGuest, ordersOfCustomer } from './order.repository.ts';

/** Lookups of orders without an account, per IP: enough for a shopper, too few to guess postcodes. */
export const TRACKING_PER_IP = {
  bucket: 'order-tracking:ip',
  limit: 20,
  windowMs: 10 * 60_000,
} as const;

/** One message for every failed lookup: it must not tell which of number, e-mail or postcode was wrong. */
export const ORDER_NOT_FOUND = "We couldn't locate an order with the information provided.";

/** Magento's answer for a registered customer's order asked as a guest. */
export const SIGN_IN_TO_VIEW = 'Please login to view the order.';

interface OrdersArgs {
  filter?: {
    number?: { eq?: string | null; in?: string[] | null; match?: string | null } | null;
  } | null;
  currentPage?: number | null;
  pageSize?: number | null;
  sort?: { sort_field: 'NUMBER' | 'CREATED_AT'; sort_direction: 'ASC' | 'DESC' } | null;
}

async function throttleTracking(context: RequestContext): Promise<void> {
  if (
    !(await takeToken(
      context.db,
      TRACKING_PER_IP,
      requestIp(context),
      platformOf(context.services).now(),
    ))
  )
    throw throttledError(TOO_MANY_REQUESTS);
}

/** Customer.orders and the guest order lookups. */
export const orderResolvers = {
  Customer: {
    orders: async (customer: CustomerRow, args: OrdersArgs, context: RequestContext) => {
      const pageSize = args.pageSize ?? 20;
      const currentPage = args.currentPage ?? 1;
      if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
      if (pageSize > 300) throw inputError('Maximum page_size is 300');
      if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
      const number = args.filter?.number;
      const { rows, total } = await ordersOfCustomer(context.db, customer.customer_id, {
        ...(number?.eq || number?.in
          ? { numbers: [...(number.eq ? [number.eq] : []), ...(number.in ?? [])] }
          : {}),
        ...(number?.match ? { numberMatch: number.match } : {}),
        sortField: args.sort?.sort_field === 'NUMBER' ? 'increment_id' : 'created_at',
        descending: (args.sort?.sort_direction ?? 'DESC') === 'DESC',
        pageSize,
        offset: (currentPage - 1) * pageSize,
      });
      return {
        items: rows,
        total_count: total,
        page_info: {
          current_page: currentPage,
          page_size: pageSize,
          total_pages: Math.ceil(total / pageSize),
        },
      };
    },
  },
  Query: {
    guestOrder: async (
      _: unknown,
      args: { input: { number: string; email: string; postcode: string } },
      context: RequestContext,
    ) => {
      await throttleTracking(context);
      const order = await orderForGuest(context.db, args.input);
      if (!order) throw noSuchEntityError(ORDER_NOT_FOUND);
      // Magento serves only guests' orders here: a customer's order is read signed in.
      if (order.customer_id !== null) throw authorizationError(SIGN_IN_TO_VIEW);
      return order;
    },
    guestOrderByToken: async (
      _: unknown,
      args: { input: { token: string } },
      context: RequestContext,
    ) => {
      const order =
        args.input.token.length >= 20
          ? await orderByToken(context.db, args.input.token)
          : undefined;
      if (!order) throw noSuchEntityError(ORDER_NOT_FOUND);
      if (order.customer_id !== null) throw authorizationError(SIGN_IN_TO_VIEW);
      return order;
    },
  },
};
