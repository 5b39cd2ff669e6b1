import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadUiMachines } from '../machines/lazy-machines.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { PageLoadingBar } from './page-loading-bar.tsx';

describe('PageLoadingBar', () => {
  // The machines have arrived, as after a first use in the browser (the lazy path: use-lazy-actor.test).
  beforeAll(loadUiMachines);

  it('shows 25% while loading, 100% when done, and hides 750 ms later', () => {
    vi.useFakeTimers();
    const { rerender } = render(<PageLoadingBar isLoading={false} />);
    const bar = () => screen.getByRole('progressbar', { hidden: true });
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
    rerender(<PageLoadingBar isLoading />);
    expect(bar()).toHaveAttribute('aria-valuenow', '25');
    expect(bar()).toHaveAttribute('aria-hidden', 'false');
    rerender(<PageLoadingBar isLoading={false} />);
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    act(() => {
      vi.advanceTimersByTime(749);
    });
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
  });

  it('has no accessibility violations while loading', async () => {
    const { container } = render(<PageLoadingBar isLoading />);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
