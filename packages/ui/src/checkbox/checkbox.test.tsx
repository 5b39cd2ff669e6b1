import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { Checkbox } from './checkbox.tsx';

describe('Checkbox', () => {
  it('toggles by click on its label and by Space', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Subscribe" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Subscribe' });
    await userEvent.click(screen.getByText('Subscribe'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('shows the consent error and marks the box invalid', async () => {
    const { container } = render(
      <Checkbox
        label="I agree"
        required
        error={{ id: 'validation.consentRequired', defaultMessage: 'This field is mandatory' }}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('This field is mandatory');
    await expectNoAxeViolations(container);
  });

  it('formats a descriptor label', () => {
    render(<Checkbox label={{ id: 'x', defaultMessage: 'Remember me' }} />);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
  });
});
