/**
 * The public face of the `platform` module: what other modules and the server's composition (HTTP
 * routes, schema, seed, bench) may use. Anything else in this folder is the module's own
 * (decision 114; `eslint.config.js` enforces it).
 */
export { MIN_ADMIN_TOKEN_LENGTH, adminTokenOf, isAdminBearer } from './admin-token.ts';
export { clientIpOf, requestIp } from './client-ip.ts';
export {
  NOT_AUTHORIZED,
  TOO_MANY_REQUESTS,
  alreadyExistsError,
  authenticationError,
  throttledError,
} from './errors.ts';
export { passwordHashQueue } from './hash-queue.ts';
export {
  MAX_TEXT_LENGTH,
  emailAddress,
  hasControlCharacters,
  isCalendarDate,
  optionalLine,
  requiredLine,
} from './input.ts';
export { nowDate, platformOf, storeToday } from './platform.services.ts';
export {
  HONEYPOT_HEADER,
  checkRecaptcha,
  recaptchaConfigResolvers,
  recaptchaProblem,
} from './recaptcha.ts';
export { STORE_TIME_ZONE, addDays, storeDate } from './store-date.ts';
export { DEFAULT_SCRYPT_N } from './settings.ts';
export { isUnderLimit, takeToken } from './throttle.ts';
