import type { SnapshotFrom } from 'xstate';
import type { accordionMachine } from './accordion.machine.ts';

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

/** The sections open when the accordion first shows: the flagged ones, or the first of them. */
export function initiallyOpen(input: AccordionInput): string[] {
  const flagged = input.sections.filter((section) => section.isOpen).map((section) => section.id);
  return input.canOpenMultiple ? flagged : flagged.slice(0, 1);
}

/** Whether the section `id` is open. */
export function selectIsSectionOpen(
  snapshot: SnapshotFrom<typeof accordionMachine>,
  id: string,
): boolean {
  return snapshot.context.open.includes(id);
}
