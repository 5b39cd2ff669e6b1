import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCoverHeight } from './use-cover-height.ts';

function Cover() {
  const ref = useRef<HTMLDivElement>(null);
  useCoverHeight(ref, '--consent-banner-height');
  return <div ref={ref}>banner</div>;
}

afterEach(() => {
  document.documentElement.style.removeProperty('--consent-banner-height');
});

describe('useCoverHeight', () => {
  it('publishes the element’s height on the root while mounted, and removes it after', () => {
    const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get: () => 180,
    });
    try {
      const { unmount } = render(<Cover />);
      const root = document.documentElement.style;
      expect(root.getPropertyValue('--consent-banner-height')).toBe('180px');
      unmount();
      expect(root.getPropertyValue('--consent-banner-height')).toBe('');
    } finally {
      if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
    }
  });
});
