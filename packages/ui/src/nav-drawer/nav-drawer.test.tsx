import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  NAV_DRAWER,
  drawerMachine,
  selectCurrentCategory,
  selectDrawerView,
} from '../machines/drawer.machine.ts';
import type { MenuCategory } from '../mega-menu/menu.model.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { aMenuTree } from '../testing/menu.fixtures.ts';
import { NavDrawer } from './nav-drawer.tsx';

const tree = aMenuTree();
const byUid = (uid: string | null): MenuCategory | null =>
  uid === null
    ? null
    : (tree.flatMap((c) => [c, ...(c.children ?? [])]).find((c) => c.uid === uid) ?? null);

function Wired({
  firstName,
  footerLinks,
}: {
  firstName?: string;
  footerLinks?: { href: string; label: string; icon: 'home' }[];
}) {
  const actor = useActorRef(drawerMachine);
  const snapshot = useSelector(actor, (s) => s);
  const current = byUid(selectCurrentCategory(snapshot));
  useEffect(() => {
    actor.send({ type: 'drawer.toggle', name: NAV_DRAWER });
  }, [actor]);
  return (
    <NavDrawer
      isOpen={snapshot.context.drawer === NAV_DRAWER}
      view={selectDrawerView(snapshot) ?? 'menu'}
      categories={current?.children ?? tree}
      currentCategory={current}
      firstName={firstName}
      {...(footerLinks ? { footerLinks } : {})}
      onClose={() => actor.send({ type: 'drawer.close' })}
      onBack={() => actor.send({ type: 'nav.back' })}
      onCategory={(uid) => actor.send({ type: 'nav.category', uid })}
      onAccount={() => actor.send({ type: firstName ? 'nav.myAccount' : 'nav.signIn' })}
      renderView={(view) => (
        <button type="button" onClick={() => actor.send({ type: 'nav.forgotPassword' })}>
          {`form:${view}`}
        </button>
      )}
    />
  );
}

describe('NavDrawer', () => {
  it('opens on the Main Menu as a modal dialog with categories, account and Contact Us', async () => {
    render(<Wired />);
    const dialog = screen.getByRole('dialog', { name: 'Main Menu' });
    expect(dialog).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Vitalité' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Digestion' })).toHaveAttribute(
      'href',
      '/digestion.html',
    );
    expect(within(dialog).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    // Spec §4: at the root category, Back closes the drawer.
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('lists the footer links it is given before Contact Us', () => {
    render(<Wired footerLinks={[{ href: '/magasins', label: 'Our stores', icon: 'home' }]} />);
    const dialog = screen.getByRole('dialog', { name: 'Main Menu' });
    const links = within(dialog)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(within(dialog).getByRole('link', { name: 'Our stores' })).toHaveAttribute(
      'href',
      '/magasins',
    );
    expect(links.indexOf('Our stores')).toBe(links.indexOf('Contact Us') - 1);
  });

  it('browses down the category tree, and Back climbs it then closes at the root', async () => {
    render(<Wired />);
    await userEvent.click(screen.getByRole('button', { name: 'Vitalité' }));
    expect(screen.getByRole('dialog', { name: 'Vitalité' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Vitalité' })).toHaveAttribute(
      'href',
      '/vitalite.html',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Immunité' }));
    expect(screen.getByRole('link', { name: 'Zinc' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Main Menu' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('goes to Sign In and its sub-views and back, titled by view', async () => {
    render(<Wired />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'form:signIn' }));
    expect(screen.getByRole('dialog', { name: 'Forgot Password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Main Menu' })).toBeInTheDocument();
  });

  it('greets a signed-in shopper and leads to My Account', async () => {
    render(<Wired firstName="Camille" />);
    await userEvent.click(screen.getByRole('button', { name: 'Hi, Camille' }));
    expect(screen.getByRole('dialog', { name: 'My Account' })).toBeInTheDocument();
  });

  it('closes with Escape and with its Close button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onClose = vi.fn();
    render(
      <NavDrawer
        isOpen
        view="menu"
        categories={tree}
        onClose={onClose}
        onBack={vi.fn()}
        onCategory={vi.fn()}
        onAccount={vi.fn()}
      />,
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
