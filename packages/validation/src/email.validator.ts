import type { Validator } from './field.validators.ts';
import { isBlank } from './field.validators.ts';
import { EMAIL_LOCAL_PART_MAX_LENGTH, EMAIL_MAX_LENGTH } from './validation.constants.ts';
import { validationMessages } from './validation.messages.ts';

// Local part: dot-separated atoms of anything but specials and whitespace, or a quoted string.
// This is the rule storefronts built on Magento ship (spec §5), not full RFC 5322.
const LOCAL_PART = /^(?:[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*|"[^"\r\n]+")$/;
// Domain: labels of letters, digits and hyphens, ending in a top-level label of 2+ letters.
const DOMAIN_NAME = /^(?:[a-zA-Z0-9-]+\.)+[a-zA-Z]{2,}$/;
const BRACKETED_IPV4 = /^\[(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\]$/;

function isIpv4Literal(domain: string): boolean {
  const match = BRACKETED_IPV4.exec(domain);
  if (match === null) return false;
  return match.slice(1).every((octet) => Number(octet) <= 255);
}

/**
 * Whether `value` is an e-mail address: a local part, an `@`, and a domain name or a bracketed
 * IPv4 address (spec §5). Surrounding whitespace is not trimmed: a form trims before it submits.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  // The domain never holds an @, so the last one separates it even when a quoted local part has one.
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > EMAIL_LOCAL_PART_MAX_LENGTH || !LOCAL_PART.test(local)) return false;
  return DOMAIN_NAME.test(domain) || isIpv4Literal(domain);
}

/**
 * E-mail format: 'Please enter a valid email' (id `formValidation.validateEmail`). Blank values
 * pass: combine with `isRequired` when the field is required. Surrounding whitespace is ignored,
 * as the schemas trim it before the address is used.
 */
export const validateEmail: Validator = (value) => {
  if (isBlank(value)) return undefined;
  return typeof value === 'string' && isEmailAddress(value.trim())
    ? undefined
    : validationMessages.validateEmail;
};
