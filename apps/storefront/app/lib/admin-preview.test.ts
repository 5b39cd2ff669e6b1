import { describe, expect, it } from 'vitest';
import {
  CLEAR_PREVIEW_COOKIE,
  adminOriginOf,
  parsePreviewMessage,
  previewCookie,
  previewFromCookies,
} from './admin-preview.ts';
import { hasPreviewCookie } from './admin-preview-basics.ts';

const TOKEN = 'admin-token-0123456789abcdef0123456789';

describe('parsePreviewMessage', () => {
  it('takes the authorization, with or without Bearer, and the version as digits or a number', () => {
    expect(
      parsePreviewMessage({ authorization: `Bearer ${TOKEN}`, version: '1767225600' }),
    ).toEqual({
      token: TOKEN,
      version: '1767225600',
    });
    expect(parsePreviewMessage({ authorization: TOKEN, version: 1767225600 })).toEqual({
      token: TOKEN,
      version: '1767225600',
    });
  });

  it('ignores anything that is not a preview message', () => {
    for (const data of [
      null,
      'preview',
      { authorization: TOKEN },
      { version: '1767225600' },
      { authorization: TOKEN, version: 'demain' },
      { authorization: TOKEN, version: -1 },
      { authorization: 'Bearer a b', version: '1' },
      { authorization: 'Bearer ', version: '1' },
      { authorization: `${TOKEN};x=1`, version: '1' },
    ]) {
      expect(parsePreviewMessage(data), JSON.stringify(data)).toBeNull();
    }
  });
});

describe('the preview cookie', () => {
  it('carries the credentials to the server for 10 s, same-site only', () => {
    const cookie = previewCookie({ token: TOKEN, version: '1767225600' }, true);
    expect(cookie).toContain('Max-Age=10');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Secure');
    expect(previewCookie({ token: TOKEN, version: '1' }, false)).not.toContain('Secure');
    const header = `cartId=abc; ${cookie.split(';')[0]}; other=1`;
    expect(hasPreviewCookie(header)).toBe(true);
    expect(previewFromCookies(header)).toEqual({ token: TOKEN, version: '1767225600' });
  });

  it('reads nothing from a missing, cleared or forged cookie', () => {
    expect(previewFromCookies(null)).toBeNull();
    expect(previewFromCookies('cartId=abc')).toBeNull();
    expect(previewFromCookies(CLEAR_PREVIEW_COOKIE.split(';')[0] ?? '')).toBeNull();
    expect(previewFromCookies('admin_preview=%E0%A4%A')).toBeNull();
    expect(previewFromCookies(`admin_preview=soon.${TOKEN}`)).toBeNull();
    expect(hasPreviewCookie('cartId=abc; not_admin_preview=1')).toBe(false);
  });
});

describe('adminOriginOf', () => {
  it('accepts exactly one http(s) origin', () => {
    expect(adminOriginOf('https://admin.orsalis.example')).toBe('https://admin.orsalis.example');
    expect(adminOriginOf('http://127.0.0.1:4131/')).toBe('http://127.0.0.1:4131');
  });

  it('refuses anything else, so no message is accepted', () => {
    for (const value of [
      undefined,
      '',
      '*',
      'admin.orsalis.example',
      'https://admin.orsalis.example/preview',
      'javascript:alert(1)',
    ]) {
      expect(adminOriginOf(value), String(value)).toBeNull();
    }
  });
});
