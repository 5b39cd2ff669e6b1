import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { TextInput } from '../text-input/text-input.tsx';
import { Field } from './field.tsx';

const emailError = {
  id: 'formValidation.validateEmail',
  defaultMessage: 'Please enter a valid email',
};

describe('Field', () => {
  it('labels its control, marks it required and shows an asterisk', async () => {
    const { container } = render(
      <Field label="Email">
        <TextInput />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(container.querySelector('label')).toHaveTextContent('Email*');
    await expectNoAxeViolations(container);
  });

  it('shows no asterisk but an Optional mark when optional', () => {
    const { container } = render(
      <Field label="Telephone" optional>
        <TextInput />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Telephone Optional' })).not.toBeRequired();
    expect(container.querySelector('label')).not.toHaveTextContent('*');
  });

  it('shows the helper text, described by the control', () => {
    render(
      <Field label="Telephone" helperText="For delivery questions">
        <TextInput />
      </Field>,
    );
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('For delivery questions');
  });

  it('replaces the helper text by the error, with an icon, and marks the control invalid', async () => {
    const { container } = render(
      <Field label="Email" helperText="We never share it" error={emailError}>
        <TextInput defaultValue="marie@" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Please enter a valid email');
    expect(screen.queryByText('We never share it')).toBeNull();
    expect(container.querySelector('[aria-live] svg')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('keeps an id given to the field', () => {
    render(
      <Field label="City" id="city">
        <TextInput />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('id', 'city');
  });
});
