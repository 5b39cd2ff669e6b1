/**
 * The storefront server hands the shopper's address to the renderer in this request header (as
 * Express resolved it with `TRUSTED_PROXIES`), after dropping any value a client sent. The shop
 * client of the request passes it on to the commerce backend in `X-Forwarded-For`, so that the
 * backend's per-address limits count each shopper, not the storefront (issue 18).
 */
export const SHOPPER_ADDRESS_HEADER = 'x-vitrine-shopper-address';
