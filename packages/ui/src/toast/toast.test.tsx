import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component } from 'react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadUiMachines } from '../machines/lazy-machines.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import type { ToastApi } from './toast-provider.tsx';
import { ToastProvider, useToasts } from './toast-provider.tsx';

let api: ToastApi;
function Capture() {
  api = useToasts();
  return null;
}

function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  render(
    <ToastProvider now={() => 42}>
      <Capture />
    </ToastProvider>,
  );
  return user;
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('toasts', () => {
  // The machines have arrived, as after a first use in the browser (the lazy path: use-lazy-actor.test).
  beforeAll(loadUiMachines);

  it('shows a toast and removes it after the default 5000 ms', () => {
    setup();
    act(() => {
      api.addToast({ type: 'success', message: 'The email address is subscribed.' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('The email address is subscribed.');
    advance(4999);
    expect(screen.queryByRole('status')).not.toBeNull();
    advance(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows errors as alerts, dismissable with Close, calling onDismiss', async () => {
    const user = setup();
    const onDismiss = vi.fn();
    act(() => {
      api.addToast({
        type: 'error',
        message: 'Sorry! An unexpected error occurred.',
        timeout: 15000,
        dismissable: true,
        onDismiss,
      });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry! An unexpected error occurred.');
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('runs the action with a remover', async () => {
    const user = setup();
    act(() => {
      api.addToast({
        type: 'info',
        message: 'Item removed.',
        actionText: 'Undo',
        onAction: (remove) => remove(),
      });
    });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps one toast when the same one is added twice, marked duplicate', () => {
    setup();
    act(() => {
      api.addToast({ type: 'info', message: 'You are online.', timeout: 3000 });
      api.addToast({ type: 'info', message: 'You are online.', timeout: 3000 });
    });
    const toasts = screen.getAllByRole('status');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveAttribute('data-duplicate', 'true');
  });

  it('refuses a toast that could never leave the screen', () => {
    setup();
    expect(() => api.addToast({ type: 'info', message: 'Stuck', timeout: false })).toThrow(
      'Toast should be user-dismissable or have a timeout',
    );
  });

  it('refuses useToasts outside a provider', () => {
    const caught = vi.fn();
    render(
      <Boundary>
        <Capture />
      </Boundary>,
      { onCaughtError: caught },
    );
    expect(screen.getByText('useToasts must be used inside a ToastProvider')).toBeInTheDocument();
    expect(caught).toHaveBeenCalledTimes(1);
  });
});

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>{this.state.error.message}</p> : this.props.children;
  }
}
