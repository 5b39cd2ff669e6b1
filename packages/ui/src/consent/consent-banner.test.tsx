import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { ConsentBanner } from './consent-banner.tsx';
import { ConsentPreferences } from './consent-preferences.tsx';
import type { ConsentPurposeOption } from './consent-preferences.tsx';

function renderBanner() {
  const handlers = { onAcceptAll: vi.fn(), onRejectAll: vi.fn(), onCustomise: vi.fn() };
  const view = render(
    <>
      <a href="#main">Before</a>
      <ConsentBanner title="Your privacy, your choices" {...handlers}>
        <p>We load videos and maps only with your consent.</p>
      </ConsentBanner>
      <main id="main">
        <button type="button">Add to cart</button>
      </main>
    </>,
  );
  return { ...view, ...handlers };
}

describe('the consent banner', () => {
  it('is a region named by its title, with no close button: unanswered is no consent', () => {
    renderBanner();
    const banner = screen.getByRole('region', { name: 'Your privacy, your choices' });
    expect(
      within(banner)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reject all', 'Accept all', 'Customise']);
  });

  it('gives "Reject all" and "Accept all" the same look, side by side', () => {
    renderBanner();
    const reject = screen.getByRole('button', { name: 'Reject all' });
    const accept = screen.getByRole('button', { name: 'Accept all' });
    expect(reject.className).toBe(accept.className);
    expect(reject.parentElement).toBe(accept.parentElement);
    expect(screen.getByRole('button', { name: 'Customise' }).className).not.toBe(accept.className);
  });

  it('reaches both choices with the keyboard, one Tab apart, and lets focus move on to the page', async () => {
    const user = userEvent.setup();
    const { onRejectAll, onAcceptAll } = renderBanner();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reject all' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRejectAll).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Accept all' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onAcceptAll).toHaveBeenCalledTimes(1);
    await user.tab();
    await user.tab();
    // Not a trap: the page after the banner is next.
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
  });

  it('opens the per-purpose panel from "Customise"', async () => {
    const { onCustomise } = renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Customise' }));
    expect(onCustomise).toHaveBeenCalledTimes(1);
  });

  it('has no accessibility violations', async () => {
    const { container } = renderBanner();
    await expectNoAxeViolations(container);
  });
});

const PURPOSES: ConsentPurposeOption[] = [
  { id: 'videos', title: 'Videos', description: 'YouTube and Vimeo players.' },
  { id: 'maps', title: 'Maps', description: 'OpenStreetMap embeds.' },
  { id: 'antiBot', title: 'Anti-bot protection', description: 'Google reCAPTCHA on forms.' },
];

function PanelHarness({
  onSave,
  initial,
}: {
  onSave: (choices: Record<string, boolean>) => void;
  initial: Record<string, boolean>;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Manage my cookies
      </button>
      <ConsentPreferences
        isOpen={open}
        onClose={() => setOpen(false)}
        intro={<p>Choose what may load.</p>}
        necessary={{ title: 'Strictly necessary', description: 'Your cart and sign-in.' }}
        purposes={PURPOSES}
        initial={initial}
        onSave={(choices) => {
          onSave(choices);
          setOpen(false);
        }}
      />
    </>
  );
}

describe('the preferences panel', () => {
  it('shows a switch per purpose, set from the saved choices, and saves every purpose', async () => {
    const onSave = vi.fn();
    render(<PanelHarness onSave={onSave} initial={{ videos: true }} />);
    const dialog = await screen.findByRole('dialog', { name: 'Privacy preferences' });
    expect(within(dialog).getByRole('switch', { name: 'Videos' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Maps' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Maps' })).toHaveAccessibleDescription(
      'OpenStreetMap embeds.',
    );
    expect(within(dialog).getByText('Always on')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('switch', { name: 'Anti-bot protection' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    expect(onSave).toHaveBeenCalledWith({ videos: true, maps: false, antiBot: true });
  });

  it('toggles a switch with the Space key', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<PanelHarness onSave={onSave} initial={{}} />);
    const maps = await screen.findByRole('switch', { name: 'Maps' });
    maps.focus();
    await user.keyboard(' ');
    expect(maps).toBeChecked();
  });

  it('refuses or accepts everything with one button each, of the same look', async () => {
    const onSave = vi.fn();
    render(<PanelHarness onSave={onSave} initial={{ videos: true }} />);
    const reject = await screen.findByRole('button', { name: 'Reject all' });
    expect(reject.className).toBe(screen.getByRole('button', { name: 'Accept all' }).className);
    await userEvent.click(reject);
    expect(onSave).toHaveBeenLastCalledWith({ videos: false, maps: false, antiBot: false });
    await userEvent.click(screen.getByRole('button', { name: 'Manage my cookies' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(onSave).toHaveBeenLastCalledWith({ videos: true, maps: true, antiBot: true });
  });

  it('saves nothing when closed, and opens again on the saved choices, not the draft', async () => {
    const onSave = vi.fn();
    render(<PanelHarness onSave={onSave} initial={{ videos: true }} />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Maps' }));
    expect(screen.getByRole('switch', { name: 'Maps' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await act(() => new Promise((resolve) => setTimeout(resolve, 450)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Manage my cookies' }));
    expect(await screen.findByRole('switch', { name: 'Maps' })).not.toBeChecked();
  });

  it('has no accessibility violations', async () => {
    render(<PanelHarness onSave={vi.fn()} initial={{ maps: true }} />);
    await expectNoAxeViolations(await screen.findByRole('dialog'));
  });
});
