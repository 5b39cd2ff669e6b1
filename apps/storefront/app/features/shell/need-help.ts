import { GetNeedHelp } from '@vitrine/graphql-client';
import type { NeedHelpContact } from '@vitrine/ui';
import { getBrowserShop } from '../../lib/browser-shop.ts';

/**
 * Reads the need-help contact (getNeedHelp) in the browser. A failed read rejects, so the
 * dropdown shows the spec's error text. Imported on first open only: pages ship no GraphQL client
 * until they need one.
 */
export async function loadNeedHelp(): Promise<NeedHelpContact | null> {
  const result = await getBrowserShop().graphql.query(GetNeedHelp, {}).toPromise();
  const config = result.data?.storeConfig;
  if (!config) throw new Error(result.error?.message ?? 'No need-help data');
  const help = config.need_help;
  if (!help) return null;
  return {
    email: help.email ?? null,
    phoneNumber: help.phone_number ?? null,
    startDay: help.start_day ?? null,
    endDay: help.end_day ?? null,
    startTime: help.start_time ?? null,
    endTime: help.end_time ?? null,
    timezone: config.timezone ?? null,
  };
}
