import type { RequestContext } from '../../graphql/context.ts';
import { inputError, noSuchEntityError } from '../../graphql/errors.ts';
import { requireCustomer, customerById } from '../customer/index.ts';
import { flushOutbox } from '../mail/index.ts';
import { nowDate, platformOf } from '../platform/index.ts';
import {
  confirmGdprRequest,
  createGdprRequest,
  GDPR_TYPES,
  gdprRequestByCode,
} from './gdpr.service.ts';
import type { GdprRow, GdprType } from './gdpr.service.ts';

const NOT_FOUND = 'The GDPR request was not found.';
const magentoDate = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19);

/** The request of a link, only for the signed-in customer who made it (anyone else: not found). */
async function ownRequest(context: RequestContext, type: string, code: string): Promise<GdprRow> {
  const { customerId } = await requireCustomer(context);
  const request = /^[a-f0-9]{32}$/.test(code)
    ? await gdprRequestByCode(context.db, type, code)
    : undefined;
  if (!request || request.customer_id !== customerId) {
    if (request) context.logger.warn('gdpr request of another customer refused', { customerId });
    throw noSuchEntityError(NOT_FOUND);
  }
  return request;
}

/** GDPR requests: created by the customer, confirmed from the e-mailed link. */
export const gdprResolvers = {
  GdprRequest: {
    created_at: (row: GdprRow) => magentoDate(row.created_at),
    confirmed_at: (row: GdprRow) => (row.confirmed_at ? magentoDate(row.confirmed_at) : null),
  },
  Query: {
    gdprRequest: (_: unknown, args: { type: string; code: string }, context: RequestContext) =>
      ownRequest(context, args.type, args.code),
  },
  Mutation: {
    createGdprRequest: async (_: unknown, args: { type: string }, context: RequestContext) => {
      const { customerId } = await requireCustomer(context);
      if (!(GDPR_TYPES as readonly string[]).includes(args.type))
        throw inputError(`Invalid value of "${args.type}" provided for the type field.`);
      const customer = await customerById(context.db, customerId);
      if (!customer) throw new Error('customer of a live token not found');
      const now = nowDate(context.services);
      const row = await context.db.transaction((tx) =>
        createGdprRequest(
          tx,
          customer,
          args.type as GdprType,
          platformOf(context.services).settings.storefrontUrl,
          now,
        ),
      );
      flushOutbox(context.services);
      return row;
    },
    confirmGdprRequest: async (
      _: unknown,
      args: { type: string; code: string },
      context: RequestContext,
    ) => {
      const request = await ownRequest(context, args.type, args.code);
      const now = nowDate(context.services);
      const row = await context.db.transaction((tx) => confirmGdprRequest(tx, request, now));
      flushOutbox(context.services);
      return row;
    },
  },
};
