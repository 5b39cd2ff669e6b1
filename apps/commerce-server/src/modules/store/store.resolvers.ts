import type { RequestContext } from '../../graphql/context.ts';
import { encodeUid } from '../../graphql/uid.ts';
import type { StoreView } from './store.repository.ts';

const CURRENCY_SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', GBP: '£' };

/** Builds the StoreConfig object: identity from the store view, the rest from core_config. */
export function storeConfigOf(context: RequestContext, view: StoreView): Record<string, unknown> {
  const values = Object.fromEntries(context.services.stores.config(view.storeId));
  return {
    ...values,
    id: view.storeId,
    store_code: view.code,
    store_name: view.name,
    store_sort_order: view.sortOrder,
    is_default_store: view.isDefault,
    store_group_code: view.groupCode,
    store_group_name: view.groupName,
    is_default_store_group: true,
    website_code: view.websiteCode,
    website_name: view.websiteName,
    website_id: view.websiteId,
    root_category_id: view.rootCategoryId,
    root_category_uid: encodeUid(view.rootCategoryId),
    // Extension `capabilities`: the extension modules this server serves (COMMERCE_EXTENSIONS).
    vitrine_extensions: [...context.services.config.extensions].sort(),
  };
}

function configValue(context: RequestContext, path: string): unknown {
  return context.services.stores.config(context.store.storeId).get(path);
}

function configString(context: RequestContext, path: string, fallback: string): string {
  const value = configValue(context, path);
  return typeof value === 'string' ? value : fallback;
}

/** Resolvers of the store, currency and reCAPTCHA queries. */
export const storeResolvers = {
  Query: {
    storeConfig: (_: unknown, __: unknown, context: RequestContext) =>
      storeConfigOf(context, context.store),
    availableStores: (
      _: unknown,
      args: { useCurrentGroup?: boolean | null },
      context: RequestContext,
    ) =>
      context.services.stores.views
        .filter((view) => !args.useCurrentGroup || view.groupId === context.store.groupId)
        .map((view) => storeConfigOf(context, view)),
    currency: (_: unknown, __: unknown, context: RequestContext) => {
      const base = configString(context, 'base_currency_code', 'EUR');
      const display = configString(context, 'default_display_currency_code', base);
      const allowed = (configValue(context, 'allowed_currency_codes') as string[] | undefined) ?? [
        display,
      ];
      return {
        available_currency_codes: allowed,
        base_currency_code: base,
        base_currency_symbol: CURRENCY_SYMBOLS[base] ?? base,
        default_display_currency_code: display,
        default_display_currency_symbol: CURRENCY_SYMBOLS[display] ?? display,
        default_display_currecy_code: display,
        default_display_currecy_symbol: CURRENCY_SYMBOLS[display] ?? display,
        exchange_rates: allowed.map((code) => ({ currency_to: code, rate: 1 })),
      };
    },
    recaptchaV3Config: (_: unknown, __: unknown, context: RequestContext) => {
      const recaptcha = (configValue(context, 'recaptcha_v3') ?? {}) as Record<string, unknown>;
      return {
        is_enabled: false,
        website_key: '',
        minimum_score: 0.5,
        badge_position: 'bottomright',
        language_code: 'fr',
        failure_message: 'reCAPTCHA verification failed.',
        forms: [],
        ...recaptcha,
      };
    },
    getFavoriteStoreConfig: (_: unknown, __: unknown, context: RequestContext) => ({
      store_code: context.store.code,
      absolunet_storelocator_enable_favorite_point_of_sale: Boolean(
        configValue(context, 'absolunet_storelocator_enable_favorite_point_of_sale'),
      ),
    }),
  },
};
