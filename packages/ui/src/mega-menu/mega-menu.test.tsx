import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadUiMachines } from '../machines/lazy-machines.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { aMenuTree } from '../testing/menu.fixtures.ts';
import { MegaMenu } from './mega-menu.tsx';
import { menuOrder, toColumns } from './menu.model.ts';

const top = (name: string) => screen.getByRole('link', { name });

describe('MegaMenu', () => {
  // The machines have arrived, as after a first use in the browser (the lazy path: use-lazy-actor.test).
  beforeAll(loadUiMachines);

  it('opens a submenu on focus with level-2 columns, level-3 links and an All link', async () => {
    const { container } = render(<MegaMenu categories={aMenuTree()} />);
    expect(top('Vitalité')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    expect(top('Vitalité')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Énergie & fatigue' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Magnésium' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All Vitalité' })).toHaveAttribute(
      'href',
      '/vitalite.html',
    );
    await expectNoAxeViolations(container);
  });

  it('closes 100 ms after the mouse leaves', () => {
    vi.useFakeTimers();
    render(<MegaMenu categories={aMenuTree()} />);
    const item = top('Vitalité').closest('li')!;
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    expect(top('Vitalité')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(top('Vitalité')).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(top('Vitalité')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with ArrowDown into the submenu and closes with Escape back on the top link', async () => {
    render(<MegaMenu categories={aMenuTree()} />);
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(top('Vitalité')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Énergie & fatigue' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(top('Vitalité')).toHaveFocus();
    expect(top('Vitalité')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    expect(top('Vitalité')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(top('Vitalité')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Shift+Tab from a top link', async () => {
    render(<MegaMenu categories={aMenuTree()} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(top('Vitalité')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on the first tap and lets the second tap follow the link', () => {
    render(<MegaMenu categories={aMenuTree()} />);
    const link = top('Beauté');
    fireEvent.pointerDown(link, { pointerType: 'touch' });
    const first = fireEvent.click(link);
    expect(first).toBe(false);
    expect(link).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(link, { pointerType: 'touch' });
    expect(fireEvent.click(link)).toBe(true);
  });

  it('puts the home link first inside its landmark, marked current on the home page, and closes a submenu when focus comes back to it', async () => {
    const home = { label: 'Accueil', href: '/', current: true };
    const { container } = render(<MegaMenu categories={aMenuTree()} home={home} />);
    const nav = screen.getByRole('navigation');
    const links = nav.querySelectorAll(':scope > ul > li > a');
    expect(links[0]).toBe(top('Accueil'));
    expect(top('Accueil')).toHaveAttribute('href', '/');
    expect(top('Accueil')).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    expect(top('Accueil')).toHaveFocus();
    await userEvent.tab();
    expect(top('Vitalité')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab({ shift: true });
    expect(top('Accueil')).toHaveFocus();
    expect(top('Vitalité')).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(container);
  });

  it('leaves the home link unmarked elsewhere', () => {
    render(
      <MegaMenu categories={aMenuTree()} home={{ label: 'Accueil', href: '/', current: false }} />,
    );
    expect(top('Accueil')).not.toHaveAttribute('aria-current');
  });

  it('lists a skinny submenu in columns of 6', async () => {
    render(<MegaMenu categories={aMenuTree()} />);
    top('Sommeil & stress').focus();
    const submenu = document.getElementById(
      top('Sommeil & stress').getAttribute('aria-controls')!,
    )!;
    const columns = submenu.querySelectorAll('ul');
    expect(Array.from(columns, (column) => column.querySelectorAll('li').length)).toEqual([6, 2]);
    await expectNoAxeViolations(submenu);
  });
});

describe('menu model', () => {
  it('drops categories not in the menu and sorts by position at every level', () => {
    const ordered = menuOrder([
      {
        uid: 'b',
        position: 2,
        include_in_menu: 1,
        children: [
          { uid: 'b2', position: 2 },
          { uid: 'b1', position: 1 },
        ],
      },
      { uid: 'hidden', position: 0, include_in_menu: 0 },
      { uid: 'a', position: 1, include_in_menu: 1 },
    ]);
    expect(ordered.map((c) => c.uid)).toEqual(['a', 'b']);
    expect(ordered[1]!.children!.map((c) => c.uid)).toEqual(['b1', 'b2']);
  });

  it('splits items into columns', () => {
    expect(toColumns([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3, 4, 5, 6], [7]]);
    expect(toColumns([], 6)).toEqual([]);
  });
});
