/**
 * Where the storefront's server reaches the commerce backend. The browser never calls it directly:
 * it talks to the storefront origin, which proxies /graphql, /rest/ and /media/.
 */
export function backendUrl(): string {
  return (process.env.MAGENTO_BACKEND_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
}
