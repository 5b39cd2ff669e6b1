import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** The route table of spec §2 (paths match exactly); every other path is resolved through the backend. */
export default [
  index('routes/home.tsx'),
  route('search.html', 'routes/search.tsx', { caseSensitive: true }),
  route('cart', 'routes/cart.tsx', { caseSensitive: true }),
  route('checkout', 'routes/checkout.tsx', { caseSensitive: true }),
  route('sign-in', 'routes/sign-in.tsx', { caseSensitive: true }),
  route('forgot-password', 'routes/forgot-password.tsx', { caseSensitive: true }),
  route('create-account', 'routes/create-account.tsx', { caseSensitive: true }),
  route('customer/account/createPassword', 'routes/create-password.tsx', { caseSensitive: true }),
  route('contact-us', 'routes/contact-us.tsx', { caseSensitive: true }),
  route('track-my-order', 'routes/track-my-order.tsx', { caseSensitive: true }),
  // Signed-in pages (spec §2): the layout applies the route rule in the browser.
  layout('routes/account-layout.tsx', [
    route('account-information', 'routes/account-information.tsx', {
      id: 'account-information',
      caseSensitive: true,
    }),
    route('customer/account/edit', 'routes/account-information.tsx', {
      id: 'customer-account-edit',
      caseSensitive: true,
    }),
    route('gdpr-request/type/:type/code/:code', 'routes/account-gdpr-request.tsx', {
      caseSensitive: true,
    }),
    route('order-history', 'routes/account-order-history.tsx', {
      id: 'order-history',
      caseSensitive: true,
    }),
    route('customer/account', 'routes/account-order-history.tsx', {
      id: 'customer-account',
      caseSensitive: true,
    }),
    route('wishlist', 'routes/account-wishlist.tsx', { caseSensitive: true }),
    route('saved-payments', 'routes/account-saved-payments.tsx', { caseSensitive: true }),
    // Extension `subscriptions` (issue 22): a stock Magento answers 404 (the route's loader).
    route('subscriptions', 'routes/account-subscriptions.tsx', { caseSensitive: true }),
    route('communications', 'routes/account-communications.tsx', { caseSensitive: true }),
    route('address-book', 'routes/account-address-book.tsx', { caseSensitive: true }),
  ]),
  route('about-us', 'routes/cms-page.tsx', { id: 'about-us', caseSensitive: true }),
  route('customer-service', 'routes/cms-page.tsx', { id: 'customer-service', caseSensitive: true }),
  route('sitemap.xml', 'routes/sitemap.ts'),
  // The installable shop (decision 135): its manifest, and the page the service worker shows offline.
  route('manifest.webmanifest', 'routes/manifest.ts'),
  route('offline', 'routes/offline.ts', { caseSensitive: true }),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/resolve.tsx'),
] satisfies RouteConfig;
