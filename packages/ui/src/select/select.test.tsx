import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../field/field.tsx';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { Select } from './select.tsx';

describe('Select', () => {
  it('lists its options after the placeholder and reports the choice', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <Field label="Region">
        <Select
          placeholder="Choose a region"
          defaultValue=""
          onChange={(event) => {
            onChange(event.target.value);
          }}
          options={[
            { value: 'IDF', label: 'Île-de-France' },
            { value: 'BRE', label: { id: 'region.bre', defaultMessage: 'Bretagne' } },
          ]}
        />
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Region' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a region',
      'Île-de-France',
      'Bretagne',
    ]);
    await userEvent.selectOptions(select, 'BRE');
    expect(onChange).toHaveBeenCalledWith('BRE');
    expect(select).toBeRequired();
    await expectNoAxeViolations(container);
  });
});
