// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { documentNonce } from './csp-nonce.ts';

describe('documentNonce', () => {
  it('reads the nonce the page’s scripts carry, and nothing on a page without one', () => {
    document.body.innerHTML = '<script type="application/ld+json">{}</script>';
    expect(documentNonce(document)).toBeUndefined();
    const script = document.createElement('script');
    script.setAttribute('nonce', 'bm9uY2Utb2YtdGhlLXBhZ2U=');
    document.body.append(script);
    expect(documentNonce(document)).toBe('bm9uY2Utb2YtdGhlLXBhZ2U=');
  });
});
