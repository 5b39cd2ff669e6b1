import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { QuantityStepper, clampQuantity } from './quantity-stepper.tsx';

function Controlled({
  onChange,
  initial = 2,
  max,
}: {
  onChange: (n: number) => void;
  initial?: number;
  max?: number;
}) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      value={value}
      max={max}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('QuantityStepper', () => {
  it('steps down and up, and stops at the minimum', async () => {
    const onChange = vi.fn();
    const { container } = render(<Controlled onChange={onChange} />);
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    await userEvent.click(decrease);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
    expect(decrease).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onChange.mock.calls).toEqual([[1], [2]]);
    await expectNoAxeViolations(container);
  });

  it('commits a typed quantity on Enter, clamped to the maximum', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} max={10} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '40{Enter}');
    expect(onChange).toHaveBeenCalledWith(10);
    expect(input).toHaveValue(10);
  });

  it('commits a typed quantity once when Enter is followed by blur, while the cart updates', async () => {
    const onChange = vi.fn();
    // The cart answers later: the value stays the old one while the change runs.
    render(<QuantityStepper value={2} onChange={onChange} />);
    const input = screen.getByRole('spinbutton');
    await userEvent.clear(input);
    await userEvent.type(input, '5{Enter}');
    await userEvent.tab();
    expect(onChange.mock.calls).toEqual([[5]]);
  });

  it('restores the quantity when the typed text is not a number, on blur', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const input = screen.getByRole('spinbutton');
    await userEvent.clear(input);
    await userEvent.tab();
    expect(input).toHaveValue(2);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clamps into bounds', () => {
    expect(clampQuantity('0', 1, 99, 5)).toBe(1);
    expect(clampQuantity('3.7', 1, 99, 5)).toBe(3);
    expect(clampQuantity('abc', 1, 99, 5)).toBe(5);
    expect(clampQuantity(120, 1, 99, 5)).toBe(99);
  });
});
