import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineMessages } from './define-messages.ts';
import {
  FormatMessageProvider,
  formatDefaultMessage,
  interpolate,
  useFormatMessage,
  useText,
} from './format-message.tsx';
import type { FormatMessage, Translatable } from './format-message.tsx';

const messages = defineMessages({
  callUs: { id: 'ui.test.callUs', defaultMessage: 'Call us at {value}' },
});

function Probe({ text }: { text: Translatable }) {
  const formatMessage = useFormatMessage();
  const t = useText();
  return (
    <>
      <p>{formatMessage(messages.callUs, { value: '01 23 45 67 89' })}</p>
      <p>{t(text)}</p>
    </>
  );
}

describe('formatting built-in strings', () => {
  it('interpolates defaultMessage in English when no provider is present', () => {
    render(<Probe text="Déjà traduit" />);
    expect(screen.getByText('Call us at 01 23 45 67 89')).toBeInTheDocument();
    expect(screen.getByText('Déjà traduit')).toBeInTheDocument();
  });

  it('hands descriptors and values to the storefront formatter', () => {
    const french: FormatMessage = (descriptor, values) =>
      descriptor.id === 'ui.test.callUs'
        ? `Appelez-nous au ${String(values?.value)}`
        : descriptor.id;
    render(
      <FormatMessageProvider formatMessage={french}>
        <Probe text={{ id: 'ui.test.other', defaultMessage: 'Other' }} />
      </FormatMessageProvider>,
    );
    expect(screen.getByText('Appelez-nous au 01 23 45 67 89')).toBeInTheDocument();
    expect(screen.getByText('ui.test.other')).toBeInTheDocument();
  });

  it('keeps unknown placeholders visible and merges descriptor values under call values', () => {
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(
      formatDefaultMessage(
        { id: 'x', defaultMessage: '{a}-{b}', values: { a: 'x', b: 'y' } },
        { b: 'z' },
      ),
    ).toBe('x-z');
  });
});
