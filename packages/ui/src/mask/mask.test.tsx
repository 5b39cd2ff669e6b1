import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Mask } from './mask.tsx';

describe('Mask', () => {
  it('dismisses on click only while active, and stays out of the accessibility tree', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Mask isActive={false} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByTestId('mask'));
    expect(onDismiss).not.toHaveBeenCalled();
    rerender(<Mask isActive onDismiss={onDismiss} />);
    await userEvent.click(screen.getByTestId('mask'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('mask')).toHaveAttribute('aria-hidden', 'true');
  });
});
