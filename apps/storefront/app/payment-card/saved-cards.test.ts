import { describe, expect, it } from 'vitest';
import { parseCardDetails } from './saved-cards.ts';

describe('a saved card’s details', () => {
  it('reads the scheme, the last four digits and the expiry', () => {
    expect(parseCardDetails('{"type":"VI","maskedCC":"1111","expirationDate":"03/2030"}')).toEqual({
      brand: 'VI',
      lastFour: '1111',
      expires: '03/2030',
    });
  });

  it('shows nothing rather than failing on missing or broken details', () => {
    const empty = { brand: null, lastFour: null, expires: null };
    expect(parseCardDetails(null)).toEqual(empty);
    expect(parseCardDetails('not json')).toEqual(empty);
    expect(parseCardDetails('{"type":""}')).toEqual(empty);
  });
});
