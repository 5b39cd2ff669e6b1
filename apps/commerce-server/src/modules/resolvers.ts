import { categoryResolvers } from './catalog/category.resolvers.ts';
import { configurableResolvers } from './catalog/configurable.resolvers.ts';
import { productResolvers } from './catalog/product.resolvers.ts';
import { productsResolvers } from './catalog/products.resolvers.ts';
import { cmsResolvers } from './content/cms.resolvers.ts';
import { routeResolvers } from './routing/route.resolvers.ts';
import { storeLocatorResolvers } from './store-locator/store-locator.resolvers.ts';
import { storeResolvers } from './store/store.resolvers.ts';

/** Every module's resolver map; the schema builder merges them type by type. */
export const RESOLVERS = [
  storeResolvers,
  categoryResolvers,
  productResolvers,
  configurableResolvers,
  productsResolvers,
  cmsResolvers,
  routeResolvers,
  storeLocatorResolvers,
] as unknown as ReadonlyArray<Record<string, Record<string, unknown>>>;
