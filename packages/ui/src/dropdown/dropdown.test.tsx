import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadUiMachines } from '../machines/lazy-machines.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { Dropdown } from './dropdown.tsx';

function setup(onFirstOpen = vi.fn()) {
  render(
    <>
      <Dropdown label="Need Help?" onFirstOpen={onFirstOpen}>
        <a href="tel:0184601234">01 84 60 12 34</a>
      </Dropdown>
      <button type="button">After</button>
    </>,
  );
  return { onFirstOpen, trigger: screen.getByRole('button', { name: 'Need Help?' }) };
}

const panelLink = () => screen.queryByRole('link', { name: '01 84 60 12 34' });

describe('Dropdown', () => {
  // The machines have arrived, as after a first use in the browser (the lazy path: use-lazy-actor.test).
  beforeAll(loadUiMachines);

  it('opens on focus and closes when focus moves out', async () => {
    const { trigger } = setup();
    await userEvent.tab();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(panelLink()).toHaveFocus();
    await userEvent.tab();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(panelLink()).toBeNull();
  });

  it('opens on mouse hover and closes on leave', () => {
    const { trigger } = setup();
    const root = trigger.parentElement!;
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(root, { pointerType: 'mouse' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles on touch with a mask that closes it', () => {
    const { trigger } = setup();
    fireEvent.pointerDown(trigger, { pointerType: 'touch' });
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const mask = screen.getByTestId('mask');
    expect(mask).toHaveAttribute('data-active', 'true');
    fireEvent.click(mask);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(mask).toHaveAttribute('data-active', 'false');
  });

  it('closes on Escape and keeps focus on the trigger', async () => {
    const { trigger } = setup();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('calls onFirstOpen once, on the first opening only', async () => {
    const { onFirstOpen, trigger } = setup();
    expect(onFirstOpen).not.toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    trigger.focus();
    expect(onFirstOpen).toHaveBeenCalledTimes(1);
  });

  it('has no accessibility violations open', async () => {
    const { trigger } = setup();
    trigger.focus();
    await expectNoAxeViolations(document.body);
  });
});
