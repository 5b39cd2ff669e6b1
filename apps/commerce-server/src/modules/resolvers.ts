import { categoryResolvers } from './catalog/category.resolvers.ts';
import { configurableResolvers } from './catalog/configurable.resolvers.ts';
import { productResolvers } from './catalog/product.resolvers.ts';
import { productsResolvers } from './catalog/products.resolvers.ts';
import { cmsResolvers } from './content/cms.resolvers.ts';
import { routeResolvers } from './routing/route.resolvers.ts';
import { storeLocatorResolvers } from './store-locator/store-locator.resolvers.ts';
import { storeResolvers } from './store/store.resolvers.ts';
import { cartFieldResolvers } from './cart/cart.fields.ts';
import { cartResolvers } from './cart/cart.resolvers.ts';
import { singleTypeCartResolvers } from './cart/cart-items.single.ts';
import { checkoutResolvers } from './checkout/checkout.resolvers.ts';
import { customerResolvers } from './customer/customer.resolvers.ts';
import { customerCoreResolvers } from './customer/customer-core.resolvers.ts';
import { directoryResolvers } from './directory/directory.resolvers.ts';
import { eavResolvers } from './eav/eav.resolvers.ts';
import { pickupLocationsResolvers } from './pickup/pickup-locations.resolvers.ts';
import { formsResolvers } from './forms/forms.resolvers.ts';
import { recaptchaConfigResolvers } from './forms/recaptcha.ts';
import { gdprResolvers } from './gdpr/gdpr.resolvers.ts';
import { orderFieldResolvers } from './order/order.fields.ts';
import { orderResolvers } from './order/order.resolvers.ts';
import { paymentResolvers } from './payment/payment.resolvers.ts';
import { wishlistResolvers } from './wishlist/wishlist.resolvers.ts';

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
] as unknown as ReadonlyArray<Record<string, Record<string, unknown>>>;
