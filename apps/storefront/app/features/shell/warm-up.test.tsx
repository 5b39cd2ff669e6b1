// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUiMachinesOnFirstInteraction } from './warm-up.ts';

function Page({ load }: { load: () => Promise<unknown> }) {
  useUiMachinesOnFirstInteraction(load);
  return <button type="button">Menu</button>;
}

afterEach(cleanup);

describe('useUiMachinesOnFirstInteraction', () => {
  it('loads nothing while the page is only looked at', () => {
    const load = vi.fn(() => Promise.resolve());
    render(<Page load={load} />);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the machines once, at the first interaction', () => {
    const load = vi.fn(() => Promise.resolve());
    const { getByRole } = render(<Page load={load} />);
    fireEvent.pointerDown(getByRole('button'));
    fireEvent.keyDown(getByRole('button'), { key: 'Tab' });
    fireEvent.focusIn(getByRole('button'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('counts reading down the page as an interaction', () => {
    const load = vi.fn(() => Promise.resolve());
    render(<Page load={load} />);
    fireEvent.scroll(window);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the page goes', () => {
    const load = vi.fn(() => Promise.resolve());
    const { unmount } = render(<Page load={load} />);
    unmount();
    fireEvent.keyDown(window, { key: 'a' });
    expect(load).not.toHaveBeenCalled();
  });
});
