import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormatMessageProvider, formatDefaultMessage } from '../i18n/format-message.tsx';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { formatMoney } from '@vitrine/commerce-primitives';
import { Price } from './price.tsx';

const spaces = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats cents as 12,90 € in fr-FR', () => {
    expect(spaces(formatMoney({ amount: 1290, currency: 'EUR' }, 'fr-FR'))).toBe('12,90 €');
    expect(spaces(formatMoney({ amount: 123456, currency: 'EUR' }, 'fr-FR'))).toBe('1 234,56 €');
  });

  it('follows the locale and the currency minor units', () => {
    expect(formatMoney({ amount: 1290, currency: 'EUR' }, 'en-GB')).toBe('€12.90');
    expect(formatMoney({ amount: 500, currency: 'JPY' }, 'en-US')).toBe('¥500');
  });
});

describe('Price', () => {
  it('shows the final price in the provider locale (fr-FR by default)', () => {
    const { container, rerender } = render(<Price final={{ amount: 1290, currency: 'EUR' }} />);
    expect(spaces(container.textContent)).toBe('12,90 €');
    rerender(
      <FormatMessageProvider formatMessage={formatDefaultMessage} locale="en-GB">
        <Price final={{ amount: 1290, currency: 'EUR' }} />
      </FormatMessageProvider>,
    );
    expect(container.textContent).toBe('€12.90');
  });

  it('shows a higher regular price struck through, labelled for screen readers', async () => {
    const { container } = render(
      <Price
        final={{ amount: 1990, currency: 'EUR' }}
        regular={{ amount: 2490, currency: 'EUR' }}
      />,
    );
    const struck = container.querySelector('s');
    expect(spaces(struck?.textContent ?? null)).toBe('Regular price 24,90 €');
    expect(screen.getByText('Special price')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('ignores a regular price that is not higher', () => {
    const { container } = render(
      <Price
        final={{ amount: 1990, currency: 'EUR' }}
        regular={{ amount: 1990, currency: 'EUR' }}
      />,
    );
    expect(container.querySelector('s')).toBeNull();
  });
});
