/**
 * Business constants of spec §5 and §9 used by the rules. One module, so no rule carries a
 * magic number of its own.
 */

/** Password policy used until store config is loaded (spec §9: minimum length 10, 3 classes). */
export const DEFAULT_PASSWORD_POLICY = { minimumLength: 10, requiredClasses: 3 } as const;

/** The only characters that count as the "special characters" class (spec §5). */
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&#';

/** Number of character classes a password can draw from: lowercase, uppercase, digits, special. */
export const PASSWORD_CHARACTER_CLASS_COUNT = 4;

/** The one shipping country of the store (spec §1). */
export const SHIPPING_COUNTRY_CODE = 'FR';

/**
 * Upper bounds of an e-mail address: RFC 5321 limits the local part to 64 octets and a path to
 * 256, which leaves 254 for the address itself. Magento stores it in a 255-character column.
 */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
