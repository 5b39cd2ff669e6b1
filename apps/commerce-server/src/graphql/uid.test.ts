import { describe, expect, it } from 'vitest';
import { decodeIdUid, decodeUid, encodeUid } from './uid.ts';

describe('Magento uids', () => {
  it('encodes ids and typed paths as Magento does', () => {
    expect(encodeUid(8)).toBe('OA==');
    expect(encodeUid(2)).toBe('Mg==');
    expect(encodeUid(1120)).toBe('MTEyMA==');
    expect(encodeUid('configurable/93/53')).toBe('Y29uZmlndXJhYmxlLzkzLzUz');
  });

  it('decodes only canonical base64 and only integer ids for id uids', () => {
    expect(decodeIdUid('MTEyMA==')).toBe(1120);
    expect(decodeIdUid('Y29uZmlndXJhYmxlLzkzLzUz')).toBeUndefined();
    expect(decodeUid('not base64!')).toBeUndefined();
    expect(decodeUid('OA')).toBeUndefined();
  });
});
