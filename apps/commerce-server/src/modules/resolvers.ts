import {
  categoryResolvers,
  configurableResolvers,
  productResolvers,
  productsResolvers,
} from './catalog/index.ts';
import { cmsResolvers } from './content/index.ts';
import { routeResolvers } from './routing/index.ts';
import { storeLocatorResolvers } from './store-locator/index.ts';
import { storeResolvers } from './store/index.ts';
import { cartFieldResolvers, cartResolvers, singleTypeCartResolvers } from './cart/index.ts';
import { checkoutResolvers } from './checkout/index.ts';
import { customerResolvers, customerCoreResolvers } from './customer/index.ts';
import { directoryResolvers } from './directory/index.ts';
import { eavResolvers } from './eav/index.ts';
import { pickupLocationsResolvers } from './pickup/index.ts';
import { formsResolvers } from './forms/index.ts';
import { recaptchaConfigResolvers } from './platform/index.ts';
import { gdprResolvers } from './gdpr/index.ts';
import { orderFieldResolvers, orderResolvers } from './order/index.ts';
import { paymentResolvers } from './payment/index.ts';
import { wishlistResolvers } from './wishlist/index.ts';
import { reviewResolvers } from './review/index.ts';
import { subscriptionResolvers } from './subscription/index.ts';

/** Every module's resolver map; the schema builder merges them type by type. */
export const RESOLVERS = [
  storeResolvers,
  categoryResolvers,
  productResolvers,
  configurableResolvers,
  productsResolvers,
  reviewResolvers,
  cmsResolvers,
  routeResolvers,
  storeLocatorResolvers,
  directoryResolvers,
  eavResolvers,
  pickupLocationsResolvers,
  // Part 2: carts, checkout, customers, orders, payments, forms.
  cartResolvers,
  singleTypeCartResolvers,
  cartFieldResolvers,
  checkoutResolvers,
  customerResolvers,
  customerCoreResolvers,
  orderResolvers,
  orderFieldResolvers,
  paymentResolvers,
  wishlistResolvers,
  formsResolvers,
  recaptchaConfigResolvers,
  gdprResolvers,
  subscriptionResolvers,
] as unknown as ReadonlyArray<Record<string, Record<string, unknown>>>;
