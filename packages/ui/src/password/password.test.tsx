import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Field } from '../field/field.tsx';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { Password } from './password.tsx';

describe('Password', () => {
  it('hides the password until the toggle is pressed, and hides it again', async () => {
    const { container } = render(
      <Field label="Password">
        <Password defaultValue="Orsalis#2024" />
      </Field>,
    );
    const input = container.querySelector('input')!;
    const toggle = screen.getByRole('button', { name: 'Show Password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'password');
    await expectNoAxeViolations(container);
  });
});
