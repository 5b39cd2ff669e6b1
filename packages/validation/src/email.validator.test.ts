import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmailAddress, validateEmail } from './email.validator.ts';
import { validationMessages } from './validation.messages.ts';

const ATOM_CHARS = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ..."!#$%&'*+/=?^_`{|}~-",
];
const LABEL_CHARS = [...'abcdefghijklmnopqrstuvwxyz0123456789-'];

const atom = fc.string({ unit: fc.constantFrom(...ATOM_CHARS), minLength: 1, maxLength: 12 });
const localPart = fc
  .array(atom, { minLength: 1, maxLength: 4 })
  .map((atoms) => atoms.join('.'))
  .filter((local) => local.length <= 64);
const domainName = fc
  .tuple(
    fc.array(fc.string({ unit: fc.constantFrom(...LABEL_CHARS), minLength: 1, maxLength: 10 }), {
      minLength: 1,
      maxLength: 3,
    }),
    fc.stringMatching(/^[a-zA-Z]{2,6}$/),
  )
  .map(([labels, tld]) => [...labels, tld].join('.'));
const bracketedIp = fc.ipV4().map((ip) => `[${ip}]`);
const validAddress = fc
  .tuple(localPart, fc.oneof(domainName, bracketedIp))
  .map(([local, domain]) => `${local}@${domain}`);

describe('isEmailAddress (properties)', () => {
  it('accepts any local part, @ and domain name or bracketed IPv4 address', () => {
    fc.assert(fc.property(validAddress, (address) => isEmailAddress(address)));
  });

  it('accepts the addresses fast-check generates whose top-level domain is alphabetic', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((address) => /\.[a-z]{2,}$/i.test(address)),
        (address) => isEmailAddress(address),
      ),
    );
  });

  it('rejects any text without an @', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 80 }).filter((text) => !text.includes('@')),
        (text) => !isEmailAddress(text),
      ),
    );
  });

  it('rejects an address with whitespace inside it', () => {
    fc.assert(
      fc.property(
        validAddress,
        fc.nat(),
        fc.constantFrom(' ', '\t', '\n', '\u00a0'),
        (address, at, space) => {
          const index = 1 + (at % (address.length - 1));
          return !isEmailAddress(address.slice(0, index) + space + address.slice(index));
        },
      ),
    );
  });

  it('rejects an address whose domain is missing or has no top-level label', () => {
    fc.assert(
      fc.property(
        localPart,
        fc.constantFrom('', 'localhost', 'example.c', 'example.123'),
        (local, domain) => !isEmailAddress(`${local}@${domain}`),
      ),
    );
  });

  it('rejects a bracketed address with an octet above 255', () => {
    fc.assert(
      fc.property(
        localPart,
        fc.tuple(fc.ipV4(), fc.integer({ min: 256, max: 999 }), fc.integer({ min: 0, max: 3 })),
        (local, [ip, octet, position]) => {
          const parts = ip.split('.');
          parts[position] = String(octet);
          return !isEmailAddress(`${local}@[${parts.join('.')}]`);
        },
      ),
    );
  });
});

describe('isEmailAddress (examples)', () => {
  it.each([
    'jean.dupont@orsalis.fr',
    'marie+newsletter@exemple.co.uk',
    '"jean dupont"@orsalis.fr',
    'client@[192.168.0.1]',
    "o'neil@mail-server.example.com",
  ])('accepts %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    '',
    '@orsalis.fr',
    'jean.dupont@',
    'jean..dupont@orsalis.fr',
    '.jean@orsalis.fr',
    'jean.@orsalis.fr',
    'jean@orsalis',
    'jean@@orsalis.fr',
    'jean(dupont)@orsalis.fr',
    'jean@[300.1.1.1]',
    `${'a'.repeat(65)}@orsalis.fr`,
    `jean@${'a'.repeat(250)}.fr`,
  ])('rejects %j', (address) => {
    expect(isEmailAddress(address)).toBe(false);
  });
});

describe('validateEmail', () => {
  it('returns formValidation.validateEmail for a malformed address', () => {
    expect(validateEmail('jean.dupont')).toBe(validationMessages.validateEmail);
    expect(validateEmail(42)).toBe(validationMessages.validateEmail);
  });

  it('ignores surrounding whitespace', () => {
    expect(validateEmail('  jean@orsalis.fr ')).toBeUndefined();
  });

  it('leaves a blank value to isRequired', () => {
    expect(validateEmail('')).toBeUndefined();
    expect(validateEmail(undefined)).toBeUndefined();
  });

  it('agrees with isEmailAddress on every trimmed text', () => {
    fc.assert(
      fc.property(fc.oneof(validAddress, fc.string({ maxLength: 40 })), (text) => {
        const blank = text.trim() === '';
        return blank || (validateEmail(text) === undefined) === isEmailAddress(text.trim());
      }),
    );
  });
});
