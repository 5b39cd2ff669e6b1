/**
 * @vitrine/ui/machines — the design system's UI machines, framework-free, for code that drives them
 * headlessly (tests, stories, a kiosk). Components load them lazily instead; importing this entry
 * brings XState into the bundle.
 */
export { accordionMachine } from './accordion.machine.ts';
export { drawerMachine } from './drawer.machine.ts';
export { dropdownMachine } from './dropdown.machine.ts';
export { megaMenuMachine } from './mega-menu.machine.ts';
export { pageLoadingMachine } from './page-loading.machine.ts';
export { toastMachine } from './toast.machine.ts';
