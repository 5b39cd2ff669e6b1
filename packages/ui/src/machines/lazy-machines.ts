import { lazyMachine } from './lazy-machine.ts';

// The design system's UI machines, each fetched when its component is first used.

export const lazyAccordionMachine = lazyMachine(() =>
  import('./accordion.machine.ts').then((module) => module.accordionMachine),
);
export const lazyDrawerMachine = lazyMachine(() =>
  import('./drawer.machine.ts').then((module) => module.drawerMachine),
);
export const lazyDropdownMachine = lazyMachine(() =>
  import('./dropdown.machine.ts').then((module) => module.dropdownMachine),
);
export const lazyMegaMenuMachine = lazyMachine(() =>
  import('./mega-menu.machine.ts').then((module) => module.megaMenuMachine),
);
export const lazyPageLoadingMachine = lazyMachine(() =>
  import('./page-loading.machine.ts').then((module) => module.pageLoadingMachine),
);
export const lazyToastMachine = lazyMachine(() =>
  import('./toast.machine.ts').then((module) => module.toastMachine),
);

/** Every UI machine, for a shell that wants them all ready (first interaction, tests). */
export function loadUiMachines(): Promise<unknown> {
  return Promise.all(
    [
      lazyAccordionMachine,
      lazyDrawerMachine,
      lazyDropdownMachine,
      lazyMegaMenuMachine,
      lazyPageLoadingMachine,
      lazyToastMachine,
    ].map((lazy) => lazy.load()),
  );
}
