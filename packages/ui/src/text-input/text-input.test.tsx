import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { TextInput } from './text-input.tsx';

function Clearable({ onClear, clearLabel }: { onClear?: () => void; clearLabel?: 'close' }) {
  const [value, setValue] = useState('vitamine');
  return (
    <TextInput
      aria-label="Search"
      value={value}
      clearLabel={clearLabel}
      onChange={(event) => setValue(event.target.value)}
      onClear={() => {
        onClear?.();
        setValue('');
      }}
    />
  );
}

describe('TextInput', () => {
  it("clears with a 'Clear Text' button that acts on Enter", async () => {
    const onClear = vi.fn();
    render(<Clearable onClear={onClear} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Clear Text' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear Text' })).toBeNull();
  });

  it("labels the button 'Close' when asked", async () => {
    const onClear = vi.fn();
    render(<Clearable clearLabel="close" onClear={onClear} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('types text and has no accessibility violations', async () => {
    const { container } = render(<Clearable />);
    const input = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.type(input, ' D3');
    expect(input).toHaveValue('vitamine D3');
    await expectNoAxeViolations(container);
  });
});
