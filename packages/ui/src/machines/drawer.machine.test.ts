// @vitest-environment node
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  NAV_DRAWER,
  drawerMachine,
  drawerViewTitle,
  selectCurrentCategory,
  selectDrawerView,
  selectIsMaskActive,
} from './drawer.machine.ts';
import type { DrawerEvent } from './drawer.machine.ts';

function start(...events: DrawerEvent[]) {
  const actor = createActor(drawerMachine).start();
  for (const event of events) actor.send(event);
  return actor;
}

const openNav: DrawerEvent = { type: 'drawer.toggle', name: NAV_DRAWER };

describe('drawer and overlay', () => {
  it('turns the overlay and the mask on when a drawer is toggled open, and off when toggled again', () => {
    const actor = start(openNav);
    expect(actor.getSnapshot().context).toMatchObject({ drawer: 'nav', overlay: true });
    expect(selectIsMaskActive(actor.getSnapshot())).toBe(true);
    actor.send(openNav);
    expect(actor.getSnapshot().context).toMatchObject({ drawer: null, overlay: false });
    expect(selectIsMaskActive(actor.getSnapshot())).toBe(false);
  });

  it('switches from one drawer to another without closing in between', () => {
    const actor = start({ type: 'drawer.toggle', name: 'cart' }, openNav);
    expect(actor.getSnapshot().context.drawer).toBe('nav');
    expect(selectDrawerView(actor.getSnapshot())).toBe('menu');
    actor.send({ type: 'drawer.toggle', name: 'filters' });
    expect(actor.getSnapshot().context.drawer).toBe('filters');
    expect(selectDrawerView(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'drawer.toggle', name: 'cart' });
    expect(actor.getSnapshot().context).toMatchObject({ drawer: 'cart', overlay: true });
  });

  it('closes any drawer on drawer.close', () => {
    const actor = start(openNav, { type: 'nav.signIn' }, { type: 'drawer.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toEqual({ drawer: null, overlay: false, categoryPath: [] });
  });
});

describe('navigation drawer views', () => {
  it('opens on the Main Menu', () => {
    const view = selectDrawerView(start(openNav).getSnapshot());
    expect(view).toBe('menu');
    expect(drawerViewTitle(view!).defaultMessage).toBe('Main Menu');
  });

  it('leads from Menu to Sign In, then Create Account or Forgot Password, and back to Sign In', () => {
    const actor = start(openNav, { type: 'nav.signIn' });
    expect(selectDrawerView(actor.getSnapshot())).toBe('signIn');
    actor.send({ type: 'nav.createAccount' });
    expect(selectDrawerView(actor.getSnapshot())).toBe('createAccount');
    actor.send({ type: 'nav.back' });
    expect(selectDrawerView(actor.getSnapshot())).toBe('signIn');
    actor.send({ type: 'nav.forgotPassword' });
    expect(selectDrawerView(actor.getSnapshot())).toBe('forgotPassword');
    actor.send({ type: 'nav.back' });
    expect(selectDrawerView(actor.getSnapshot())).toBe('signIn');
    actor.send({ type: 'nav.back' });
    expect(selectDrawerView(actor.getSnapshot())).toBe('menu');
  });

  it('leads from Menu to My Account and back', () => {
    const actor = start(openNav, { type: 'nav.myAccount' });
    expect(selectDrawerView(actor.getSnapshot())).toBe('myAccount');
    actor.send({ type: 'nav.back' });
    expect(selectDrawerView(actor.getSnapshot())).toBe('menu');
  });

  it('goes up the category tree on Back and closes the drawer at the root', () => {
    const actor = start(
      openNav,
      { type: 'nav.category', uid: 'c1' },
      { type: 'nav.category', uid: 'c12' },
    );
    expect(selectCurrentCategory(actor.getSnapshot())).toBe('c12');
    actor.send({ type: 'nav.back' });
    expect(selectCurrentCategory(actor.getSnapshot())).toBe('c1');
    actor.send({ type: 'nav.back' });
    expect(selectCurrentCategory(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.drawer).toBe('nav');
    actor.send({ type: 'nav.back' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.overlay).toBe(false);
  });

  it('reopens on the Main Menu at the root after closing', () => {
    const actor = start(
      openNav,
      { type: 'nav.category', uid: 'c1' },
      { type: 'nav.signIn' },
      openNav,
      openNav,
    );
    expect(selectDrawerView(actor.getSnapshot())).toBe('menu');
    expect(selectCurrentCategory(actor.getSnapshot())).toBeNull();
  });

  it.each<[string, DrawerEvent[], DrawerEvent]>([
    ['Create Account from Menu', [openNav], { type: 'nav.createAccount' }],
    [
      'Forgot Password from My Account',
      [openNav, { type: 'nav.myAccount' }],
      { type: 'nav.forgotPassword' },
    ],
    [
      'a category from Sign In',
      [openNav, { type: 'nav.signIn' }],
      { type: 'nav.category', uid: 'c1' },
    ],
    ['a view while closed', [], { type: 'nav.signIn' }],
  ])('refuses %s', (_name, setupEvents, forbidden) => {
    const actor = start(...setupEvents);
    const before = actor.getSnapshot();
    actor.send(forbidden);
    expect(actor.getSnapshot().value).toEqual(before.value);
    expect(actor.getSnapshot().context).toEqual(before.context);
  });
});
