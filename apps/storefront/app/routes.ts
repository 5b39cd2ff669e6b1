import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** The route table of spec §2 (paths match exactly); every other path is resolved through the backend. */
export default [
  index('routes/home.tsx'),
  route('search.html', 'routes/search.tsx', { caseSensitive: true }),
  route('cart', 'routes/cart.tsx', { caseSensitive: true }),
  route('checkout', 'routes/checkout.tsx', { caseSensitive: true }),
  route('about-us', 'routes/cms-page.tsx', { id: 'about-us', caseSensitive: true }),
  route('customer-service', 'routes/cms-page.tsx', { id: 'customer-service', caseSensitive: true }),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/resolve.tsx'),
] satisfies RouteConfig;
