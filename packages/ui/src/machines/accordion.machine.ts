import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

/** A section as the accordion is given it. */
export interface AccordionSectionInput {
  id: string;
  /** Open when the accordion first shows. */
  isOpen?: boolean;
}

/** Input of {@link accordionMachine}. */
export interface AccordionInput {
  sections: readonly AccordionSectionInput[];
  /** Let several sections be open at once. @defaultValue false */
  canOpenMultiple?: boolean;
}

/** Events of {@link accordionMachine}. */
export type AccordionEvent =
  | { type: 'section.toggle'; id: string }
  | { type: 'section.open'; id: string }
  | { type: 'section.close'; id: string };

/** Context of {@link accordionMachine}. */
export interface AccordionContext {
  canOpenMultiple: boolean;
  open: string[];
}

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
  context: ({ input }) => {
    const canOpenMultiple = input.canOpenMultiple ?? false;
    const flagged = input.sections.filter((section) => section.isOpen).map((section) => section.id);
    return { canOpenMultiple, open: canOpenMultiple ? flagged : flagged.slice(0, 1) };
  },
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

/** Whether the section `id` is open. */
export function selectIsSectionOpen(
  snapshot: SnapshotFrom<typeof accordionMachine>,
  id: string,
): boolean {
  return snapshot.context.open.includes(id);
}
