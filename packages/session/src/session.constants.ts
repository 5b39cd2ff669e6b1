/** Business constants of the session (spec §9, Sessions and Browser storage keys). */

/** Storage key of the sign-in token entry `{ value, timeStored, ttl }`. */
export const SIGNIN_TOKEN_STORAGE_KEY = 'signin_token';

/** Token lifetime until store config is loaded (spec §9: default token ttl 3600 s). */
export const DEFAULT_TOKEN_TTL_SECONDS = 3600;

/** How often the expiry of a signed-in session is checked (spec §9: every 1 s). */
export const EXPIRY_CHECK_INTERVAL_MS = 1000;

/**
 * Longest delay a timer can be given: browsers and Node run a larger `setTimeout` delay at once
 * (it overflows a signed 32-bit integer).
 */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

/** Prefix of the favorite store key; the store view code follows (spec §3, Favorite store). */
export const FAVORITE_STORE_STORAGE_PREFIX = 'favorite_store';

/** Store config flag that turns the server's favorite point of sale on (spec §3). */
export const FAVORITE_STORE_FLAG = 'absolunet_storelocator_enable_favorite_point_of_sale';

/** Where signed-out visitors of a signed-in route are sent (spec §2). */
export const SIGN_IN_PATH = '/sign-in';

/** Query parameter of {@link SIGN_IN_PATH} that remembers the originating path. */
export const RETURN_TO_PARAM = 'returnTo';
