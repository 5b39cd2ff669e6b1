import { assign, setup } from 'xstate';
import { NAV_DRAWER } from './drawer.model.ts';
import type { DrawerContext, DrawerEvent } from './drawer.model.ts';

export * from './drawer.model.ts';

const closed = { drawer: null, overlay: false, categoryPath: [] } satisfies DrawerContext;

/**
 * App drawers and the navigation drawer's views (spec §3–4, Drawer and overlay). Toggling a drawer
 * by name opens it with the overlay on, or closes it when it is the one open. In the navigation
 * drawer, Menu leads to Sign In or My Account; Sign In leads to Create Account and Forgot
 * Password; Back returns Create Account and Forgot Password to Sign In, Sign In and My Account to
 * Menu, and in Menu climbs the category tree, closing the drawer at the root.
 */
export const drawerMachine = setup({
  types: { context: {} as DrawerContext, events: {} as DrawerEvent },
  actions: {
    open: assign((_, name: string) => ({ drawer: name, overlay: true, categoryPath: [] })),
    close: assign(() => closed),
    pushCategory: assign(({ context }, uid: string) => ({
      categoryPath: [...context.categoryPath, uid],
    })),
    popCategory: assign(({ context }) => ({ categoryPath: context.categoryPath.slice(0, -1) })),
  },
  guards: {
    isOpenDrawer: ({ context }, name: string) => context.drawer === name,
    isNavDrawer: (_, name: string) => name === NAV_DRAWER,
    isInCategory: ({ context }) => context.categoryPath.length > 0,
  },
}).createMachine({
  id: 'drawer',
  context: closed,
  initial: 'closed',
  on: {
    'drawer.close': { target: '.closed', actions: 'close' },
  },
  states: {
    closed: {
      on: {
        'drawer.toggle': [
          {
            guard: { type: 'isNavDrawer', params: ({ event }) => event.name },
            target: 'nav',
            actions: { type: 'open', params: ({ event }) => event.name },
          },
          { target: 'other', actions: { type: 'open', params: ({ event }) => event.name } },
        ],
      },
    },
    other: {
      on: {
        'drawer.toggle': [
          {
            guard: { type: 'isOpenDrawer', params: ({ event }) => event.name },
            target: 'closed',
            actions: 'close',
          },
          {
            guard: { type: 'isNavDrawer', params: ({ event }) => event.name },
            target: 'nav',
            actions: { type: 'open', params: ({ event }) => event.name },
          },
          { actions: { type: 'open', params: ({ event }) => event.name } },
        ],
      },
    },
    nav: {
      initial: 'menu',
      on: {
        'drawer.toggle': [
          {
            guard: { type: 'isOpenDrawer', params: ({ event }) => event.name },
            target: 'closed',
            actions: 'close',
          },
          { target: 'other', actions: { type: 'open', params: ({ event }) => event.name } },
        ],
      },
      states: {
        menu: {
          on: {
            'nav.signIn': 'signIn',
            'nav.myAccount': 'myAccount',
            'nav.category': { actions: { type: 'pushCategory', params: ({ event }) => event.uid } },
            'nav.back': [
              { guard: 'isInCategory', actions: 'popCategory' },
              { target: '#drawer.closed', actions: 'close' },
            ],
          },
        },
        signIn: {
          on: {
            'nav.createAccount': 'createAccount',
            'nav.forgotPassword': 'forgotPassword',
            // Signing in from the drawer lands on the account view.
            'nav.myAccount': 'myAccount',
            'nav.back': 'menu',
          },
        },
        createAccount: {
          on: { 'nav.back': 'signIn', 'nav.myAccount': 'myAccount' },
        },
        forgotPassword: {
          on: { 'nav.back': 'signIn' },
        },
        myAccount: {
          on: { 'nav.back': 'menu' },
        },
      },
    },
  },
});
