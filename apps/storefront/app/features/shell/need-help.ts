import { GetNeedHelp } from '@vitrine/graphql-client';
import type { ShopClient } from '@vitrine/graphql-client';
import type { NeedHelpContact } from '@vitrine/ui';

/**
 * Reads the need-help contact (getNeedHelp). A failed read rejects, so the dropdown shows the
 * spec's error text.
 */
export async function loadNeedHelp(shop: ShopClient): Promise<NeedHelpContact | null> {
  const result = await shop.graphql.query(GetNeedHelp, {}).toPromise();
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
