import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredSubtree, HydrationDeferralContext } from './deferred-subtree.tsx';
import type { HydrationDeferral } from './deferred-subtree.tsx';

/** A deferral the test drives: hydrating until it says otherwise, renders queued until run. */
function testDeferral(hydrating: boolean) {
  const queue: { render: () => void; cancelled: boolean }[] = [];
  const deferral: HydrationDeferral = {
    isHydrating: () => hydrating,
    schedule(render) {
      const entry = { render, cancelled: false };
      queue.push(entry);
      return {
        cancel: () => {
          entry.cancelled = true;
        },
        now: () => {
          entry.render();
        },
      };
    },
  };
  return { deferral, queue };
}

function Menu({ deferral }: { deferral: HydrationDeferral | null }) {
  return (
    <HydrationDeferralContext value={deferral}>
      <DeferredSubtree className="panel" data-testid="panel">
        <a href="/vitamines.html">Vitamines</a>
      </DeferredSubtree>
    </HydrationDeferralContext>
  );
}

describe('DeferredSubtree', () => {
  it('renders its children at once without a deferral or outside hydration', () => {
    const { unmount } = render(<Menu deferral={null} />);
    expect(screen.getByRole('link', { name: 'Vitamines' })).toBeDefined();
    unmount();
    const { deferral, queue } = testDeferral(false);
    render(<Menu deferral={deferral} />);
    expect(screen.getByRole('link', { name: 'Vitamines' })).toBeDefined();
    expect(queue).toHaveLength(0);
  });

  it('renders an empty wrapper with its props while the page hydrates, then its children', () => {
    const { deferral, queue } = testDeferral(true);
    render(<Menu deferral={deferral} />);
    const panel = screen.getByTestId('panel');
    expect(panel.className).toBe('panel');
    expect(panel.childNodes).toHaveLength(0);
    expect(queue).toHaveLength(1);
    act(() => queue[0]!.render());
    expect(screen.getByRole('link', { name: 'Vitamines' })).toBeDefined();
  });

  it('hydrates with the page when told to (the panel open at first)', () => {
    const { deferral, queue } = testDeferral(true);
    render(
      <HydrationDeferralContext value={deferral}>
        <DeferredSubtree hydrateWithPage>
          <a href="/vitamines.html">Vitamines</a>
        </DeferredSubtree>
      </HydrationDeferralContext>,
    );
    expect(screen.getByRole('link', { name: 'Vitamines' })).toBeDefined();
    expect(queue).toHaveLength(0);
  });

  it('renders at once when the pointer or the focus reaches it', () => {
    const pointer = testDeferral(true);
    const { unmount } = render(<Menu deferral={pointer.deferral} />);
    act(() => {
      fireEvent.pointerEnter(screen.getByTestId('panel'));
    });
    expect(screen.getByRole('link', { name: 'Vitamines' })).toBeDefined();
    unmount();

    const focus = testDeferral(true);
    render(<Menu deferral={focus.deferral} />);
    act(() => {
      fireEvent.focus(screen.getByTestId('panel'));
    });
    expect(screen.getByRole('link', { name: 'Vitamines' })).toBeDefined();
  });

  it('keeps the focus on the same element when it renders under it', () => {
    const { deferral, queue } = testDeferral(true);
    render(<Menu deferral={deferral} />);
    const panel = screen.getByTestId('panel');
    // The server's markup, which hydration left in place.
    panel.innerHTML = '<a href="/vitamines.html">Vitamines</a>';
    const serverLink = panel.querySelector('a')!;
    act(() => {
      serverLink.focus();
    });
    const link = screen.getByRole('link', { name: 'Vitamines' });
    expect(link).not.toBe(serverLink);
    expect(document.activeElement).toBe(link);
    // The wrapper held the focus during the swap only.
    expect(panel.hasAttribute('tabindex')).toBe(false);
    expect(queue).toHaveLength(1);
  });

  it('leaves the queue when it unmounts first', () => {
    const { deferral, queue } = testDeferral(true);
    const { unmount } = render(<Menu deferral={deferral} />);
    unmount();
    expect(queue[0]?.cancelled).toBe(true);
  });
});
