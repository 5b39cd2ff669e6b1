import type { MessageDescriptor } from '@vitrine/validation';
import type { SnapshotFrom } from 'xstate';
import type { drawerMachine } from './drawer.machine.ts';
import { drawerViewTitles } from './drawer.messages.ts';

/** The name of the navigation drawer; other drawers (cart, filters) use their own names. */
export const NAV_DRAWER = 'nav';

/** Views of the navigation drawer (spec §2). */
export type DrawerView = 'menu' | 'signIn' | 'createAccount' | 'forgotPassword' | 'myAccount';

/** Events of {@link drawerMachine}. */
export type DrawerEvent =
  | { type: 'drawer.toggle'; name: string }
  | { type: 'drawer.close' }
  | { type: 'nav.signIn' }
  | { type: 'nav.createAccount' }
  | { type: 'nav.forgotPassword' }
  | { type: 'nav.myAccount' }
  | { type: 'nav.category'; uid: string }
  | { type: 'nav.back' };

/** Context of {@link drawerMachine}. */
export interface DrawerContext {
  /** The open drawer's name, or null (spec §3, App state `drawer`). */
  drawer: string | null;
  /** Whether the page overlay is on (spec §3, App state `overlay`). */
  overlay: boolean;
  /** Categories opened in the menu view, from the root's child down to the one shown. */
  categoryPath: string[];
}

type DrawerSnapshot = SnapshotFrom<typeof drawerMachine>;

/** The navigation drawer's current view, or null when it is not open. */
export function selectDrawerView(snapshot: DrawerSnapshot): DrawerView | null {
  for (const view of ['menu', 'signIn', 'createAccount', 'forgotPassword', 'myAccount'] as const) {
    if (snapshot.matches({ nav: view })) return view;
  }
  return null;
}

/** The title of a navigation drawer view ('Main Menu', 'Sign In', …). */
export function drawerViewTitle(view: DrawerView): MessageDescriptor {
  return drawerViewTitles[view];
}

/** Whether the page mask is active: it is while any drawer is open (spec §4). */
export function selectIsMaskActive(snapshot: DrawerSnapshot): boolean {
  return snapshot.context.drawer !== null;
}

/** The category shown in the menu view, or null at the root. */
export function selectCurrentCategory(snapshot: DrawerSnapshot): string | null {
  return snapshot.context.categoryPath.at(-1) ?? null;
}
