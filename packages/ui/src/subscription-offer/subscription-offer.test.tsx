import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { SubscriptionOffer, subscriptionSaving } from './subscription-offer.tsx';

const euros = (amount: number) => ({ amount, currency: 'EUR' });
const frequencies = [
  { value: '30', label: '30 days' },
  { value: '60', label: '60 days' },
];

function Offer({
  onChange,
}: {
  onChange: (state: { subscribed: boolean; frequency: string | null }) => void;
}) {
  const [subscribed, setSubscribed] = useState(false);
  const [frequency, setFrequency] = useState<string | null>(null);
  return (
    <SubscriptionOffer
      oneTimePrice={euros(2490)}
      subscriptionPrice={euros(2117)}
      frequencies={frequencies}
      subscribed={subscribed}
      frequency={frequency}
      onSubscribedChange={(value) => {
        setSubscribed(value);
        onChange({ subscribed: value, frequency });
      }}
      onFrequencyChange={(value) => {
        setFrequency(value);
        onChange({ subscribed: true, frequency: value });
      }}
    />
  );
}

const text = (node: HTMLElement) => node.textContent?.replace(/[\u00a0\u202f]/g, ' ');

describe('SubscriptionOffer', () => {
  it('offers one-time and subscription prices, one-time chosen first', async () => {
    const { container } = render(<Offer onChange={vi.fn()} />);
    const oneTime = screen.getByRole('radio', { name: /One-time purchase/ });
    expect(oneTime).toBeChecked();
    expect(text(oneTime.closest('label')!)).toContain('24,90 €');
    const subscribe = screen.getByRole('radio', { name: /Subscribe and save 15%/ });
    expect(text(subscribe.closest('label')!)).toContain('21,17 €');
    expect(screen.queryByRole('combobox')).toBeNull();
    // What a subscription asks for is said before opting in, and describes the choice.
    expect(subscribe).toHaveAccessibleDescription(/customer account and a saved card/);
    expect(subscribe).toHaveAccessibleDescription(/cancel at any time/);
    // A screen reader hears the choice and its price as two words, not "purchase24,90 €".
    expect(oneTime.closest('label')!.textContent).toMatch(/purchase\s\S/);
    expect(subscribe.closest('label')!.textContent).toMatch(/15%\s\S/);
    await expectNoAxeViolations(container);
  });

  it('opts in with the first frequency, changes frequency, and opts out', async () => {
    const onChange = vi.fn();
    const { container } = render(<Offer onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: /Subscribe/ }));
    const select = screen.getByRole('combobox', { name: 'Delivery frequency' });
    expect(select).toHaveValue('30');
    expect(onChange).toHaveBeenLastCalledWith({ subscribed: true, frequency: '30' });
    await userEvent.selectOptions(select, '60');
    expect(onChange).toHaveBeenLastCalledWith({ subscribed: true, frequency: '60' });
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('radio', { name: /One-time/ }));
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('computes the saving in whole percent', () => {
    expect(subscriptionSaving(euros(2490), euros(2117))).toBe(15);
    expect(subscriptionSaving(euros(2490), euros(2490))).toBe(0);
    expect(subscriptionSaving(euros(0), euros(100))).toBe(0);
    expect(subscriptionSaving(euros(1000), { amount: 900, currency: 'USD' })).toBe(0);
  });
});
