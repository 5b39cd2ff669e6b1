export type { Money, RawMoney } from './money.ts';
export {
  DEFAULT_CART_CURRENCY,
  addMoney,
  currencyFractionDigits,
  equalMoney,
  formatMoney,
  fromDecimal,
  money,
  multiplyMoney,
  sumMoney,
  toDecimal,
  toMinorUnits,
  toMoney,
  zeroMoney,
} from './money.ts';

export type { CommerceError, CommerceErrorCode, CommerceResult } from './commerce-result.ts';
export {
  CommerceFailure,
  INVALID_CART_MESSAGES,
  errorMessages,
  isInvalidCartError,
  isInvalidCartMessage,
  toCommerceError,
  unwrap,
} from './commerce-result.ts';

export { notProvided } from './not-provided.ts';

export type { StoragePort } from './storage.ts';
export { createMemoryStorage, readStorage, removeStorage, writeStorage } from './storage.ts';
