import { assign, setup } from 'xstate';
import { initiallyOpen } from './accordion.model.ts';
import type { AccordionContext, AccordionEvent, AccordionInput } from './accordion.model.ts';

export * from './accordion.model.ts';

/**
 * Which accordion sections are open (spec §4, Accordion). Initially open sections come from their
 * `isOpen` flag; when only one may be open, only the first flagged one is, and opening a section
 * closes the others.
 */
export const accordionMachine = setup({
  types: {
    input: {} as AccordionInput,
    context: {} as AccordionContext,
    events: {} as AccordionEvent,
  },
  actions: {
    open: assign(({ context }, id: string) => ({
      open: context.canOpenMultiple
        ? context.open.includes(id)
          ? context.open
          : [...context.open, id]
        : [id],
    })),
    close: assign(({ context }, id: string) => ({
      open: context.open.filter((open) => open !== id),
    })),
  },
  guards: {
    isOpen: ({ context }, id: string) => context.open.includes(id),
  },
}).createMachine({
  id: 'accordion',
  context: ({ input }) => ({
    canOpenMultiple: input.canOpenMultiple ?? false,
    open: initiallyOpen(input),
  }),
  on: {
    'section.toggle': [
      {
        guard: { type: 'isOpen', params: ({ event }) => event.id },
        actions: { type: 'close', params: ({ event }) => event.id },
      },
      { actions: { type: 'open', params: ({ event }) => event.id } },
    ],
    'section.open': { actions: { type: 'open', params: ({ event }) => event.id } },
    'section.close': { actions: { type: 'close', params: ({ event }) => event.id } },
  },
});
