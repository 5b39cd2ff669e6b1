import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { RadioGroup } from './radio.tsx';

function Shipping({ error }: { error?: string }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <RadioGroup
      legend="Shipping"
      name="shipping"
      required
      error={error}
      value={value}
      onChange={setValue}
      options={[
        { value: 'home', label: 'Home' },
        { value: 'pickup', label: 'Pickup' },
        { value: 'express', label: 'Express', disabled: true },
      ]}
    />
  );
}

describe('RadioGroup', () => {
  it('groups radios under their legend and selects by click and arrow keys', async () => {
    const { container } = render(<Shipping />);
    expect(screen.getByRole('group', { name: 'Shipping' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Home' }));
    expect(screen.getByRole('radio', { name: 'Home' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Pickup' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Express' })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('describes the group with its error', () => {
    render(<Shipping error="Is required." />);
    expect(screen.getByRole('group', { name: 'Shipping' })).toHaveAccessibleDescription(
      'Is required.',
    );
  });

  it('shows a colour swatch before a label, named by the label alone', async () => {
    const { container } = render(
      <RadioGroup
        legend="Couleur"
        name="colour"
        value="rouge"
        onChange={() => undefined}
        options={[
          { value: 'rouge', label: 'Rouge', swatch: '#c0392b' },
          { value: 'nature', label: 'Nature' },
        ]}
      />,
    );
    const red = screen.getByRole('radio', { name: 'Rouge' });
    const dot = container.querySelector(`label[for="${red.id}"] [aria-hidden="true"]`);
    expect(dot).toHaveStyle({ backgroundColor: '#c0392b' });
    const plain = screen.getByRole('radio', { name: 'Nature' });
    expect(container.querySelector(`label[for="${plain.id}"] [aria-hidden="true"]`)).toBeNull();
    await expectNoAxeViolations(container);
  });
});
