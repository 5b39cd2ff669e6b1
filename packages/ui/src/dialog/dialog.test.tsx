import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SidePanel } from '../side-panel/side-panel.tsx';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { Dialog } from './dialog.tsx';

function Harness({ Surface = Dialog }: { Surface?: typeof Dialog }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Surface
        isOpen={open}
        onClose={() => setOpen(false)}
        title="Free delivery"
        footer={<button type="button">Confirm</button>}
      >
        <a href="/shipping">Shipping terms</a>
      </Surface>
    </>
  );
}

describe.each([
  ['Dialog', Dialog, 192],
  ['SidePanel', SidePanel, 384],
])('%s', (_name, Surface, closeMs) => {
  it('opens as a labelled modal with focus inside, and has no accessibility violations', async () => {
    render(<Harness Surface={Surface} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Free delivery' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await expectNoAxeViolations(document.body);
  });

  it('traps Tab and Shift+Tab inside', async () => {
    render(<Harness Surface={Surface} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Shipping terms' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it(`closes on Escape, plays its ${closeMs} ms exit, then restores focus to the opener`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(<Harness Surface={Surface} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'closing');
    act(() => {
      vi.advanceTimersByTime(closeMs);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with its Close button', async () => {
    render(<Harness Surface={Surface} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'closing');
  });
});

describe('Dialog timing', () => {
  it('renders nothing while closed', () => {
    render(
      <Dialog isOpen={false} onClose={() => undefined} title="Hidden">
        x
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
