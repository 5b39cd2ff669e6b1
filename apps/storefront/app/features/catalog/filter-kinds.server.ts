import { GetFilterInputs } from '@vitrine/graphql-client';
import type { ShopClient } from '@vitrine/graphql-client';
import type { FilterKinds } from './listing-params.ts';
import { filterKindOfInputType } from './listing-params.ts';

/** The filterable attributes change only with the backend's configuration. */
const TTL_MS = 5 * 60_000;
let cached: { kinds: FilterKinds; at: number } | undefined;

/**
 * Which filter keys are Equal, Match or Range, learnt from the schema as Magento's storefront does
 * (introspection of ProductAttributeFilterInput). Shared by all requests: it is schema metadata,
 * not visitor data.
 */
export async function loadFilterKinds(shop: ShopClient, now = Date.now()): Promise<FilterKinds> {
  if (cached && now - cached.at < TTL_MS) return cached.kinds;
  const result = await shop.graphql.query(GetFilterInputs, {}).toPromise();
  const fields = result.data?.__type?.inputFields;
  if (!fields) return cached?.kinds ?? {};
  const kinds: Record<string, ReturnType<typeof filterKindOfInputType> & string> = {};
  for (const field of fields) {
    const kind = field.type.name ? filterKindOfInputType(field.type.name) : undefined;
    if (kind) kinds[field.name] = kind;
  }
  cached = { kinds, at: now };
  return kinds;
}
