/** Storage key of the cart id (spec §9 browser storage keys). */
export const CART_ID_STORAGE_KEY = 'cartId';

/** Storage key of the cached cart images by SKU (spec §9). */
export const IMAGES_BY_SKU_STORAGE_KEY = 'imagesBySku';

/** Above this count the cart badge shows `99+` (spec §9). */
export const CART_BADGE_LIMIT = 99;

/** Shipping is to France only (spec §1), so estimates default to it. */
export const DEFAULT_COUNTRY_CODE = 'FR';
