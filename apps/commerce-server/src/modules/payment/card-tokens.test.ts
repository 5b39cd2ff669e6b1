import { describe, expect, it } from 'vitest';
import { checkCard } from './card-tokens.ts';
import {
  brandOf,
  detailsAnswer,
  firstAnswer,
  passesLuhn,
  scenarioOf,
  TEST_CARDS,
} from './test-cards.ts';

const now = new Date('2026-11-21T12:00:00Z');

describe('test card provider', () => {
  it('documents only Luhn-valid numbers, each with its behaviour', () => {
    for (const card of TEST_CARDS) {
      expect(passesLuhn(card.number)).toBe(true);
      expect(scenarioOf(card.number)).toBe(card.scenario);
    }
    expect(brandOf('4111111111111111')).toBe('VI');
    expect(brandOf('5454545454545454')).toBe('MC');
    expect(brandOf('371449635398431')).toBe('AE');
  });

  it('answers each result code path of a card drop-in', () => {
    expect(firstAnswer('authorised')).toEqual({ resultCode: 'Authorised' });
    expect(firstAnswer('threeds')).toEqual({ resultCode: 'IdentifyShopper', stage: 'fingerprint' });
    expect(detailsAnswer('threeds', 'fingerprint', { threeDSResult: 'x' })).toEqual({
      resultCode: 'ChallengeShopper',
      stage: 'challenge',
    });
    expect(detailsAnswer('frictionless', 'fingerprint', { threeDSResult: 'x' })).toEqual({
      resultCode: 'Authorised',
    });
    expect(detailsAnswer('challenge', 'challenge', { challengeResult: 'password' })).toEqual({
      resultCode: 'Authorised',
    });
    expect(detailsAnswer('challenge', 'challenge', { challengeResult: 'Password' })).toEqual({
      resultCode: 'Refused',
      refusalReason: '3D Not Authenticated',
    });
    expect(detailsAnswer('challenge', 'challenge', {})).toBeUndefined();
    expect(firstAnswer('refused').resultCode).toBe('Refused');
    expect(firstAnswer('error').resultCode).toBe('Error');
  });

  it('accepts a card with spaces and refuses bad numbers, past expiry and short security codes', () => {
    expect(
      checkCard(
        { number: '4111 1111 1111 1111', expiryMonth: '03', expiryYear: '30', cvc: '737' },
        now,
      ),
    ).toEqual({ digits: '4111111111111111', month: 3, year: 2030, holder: null });
    expect(
      checkCard({ number: '4111111111111112', expiryMonth: 3, expiryYear: 2030, cvc: '737' }, now),
    ).toEqual({ problems: { number: 'The card number is not valid.' } });
    expect(
      checkCard({ number: '4111111111111111', expiryMonth: 10, expiryYear: 2026, cvc: '737' }, now),
    ).toEqual({ problems: { expiry: 'The expiry date is not valid.' } });
    expect(
      checkCard({ number: '4111111111111111', expiryMonth: 11, expiryYear: 2026, cvc: '73' }, now),
    ).toEqual({ problems: { cvc: 'The security code is not valid.' } });
    expect(
      checkCard({ number: '371449635398431', expiryMonth: 3, expiryYear: 2030, cvc: '737' }, now),
    ).toEqual({ problems: { cvc: 'The security code is not valid.' } });
  });
});
