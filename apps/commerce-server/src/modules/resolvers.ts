import { storeResolvers } from './store/store.resolvers.ts';

/** Every module's resolver map; the schema builder merges them type by type. */
export const RESOLVERS = [storeResolvers] as unknown as ReadonlyArray<Record<string, Record<string, unknown>>>;
