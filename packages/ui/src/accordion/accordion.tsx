import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Icon } from '../icon/icon.tsx';
import { useText } from '../i18n/format-message.tsx';
import type { Translatable } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import { useLazyActor } from '../internal/use-lazy-actor.ts';
import { initiallyOpen, selectIsSectionOpen } from '../machines/accordion.model.ts';
import type { AccordionInput } from '../machines/accordion.model.ts';
import { lazyAccordionMachine } from '../machines/lazy-machines.ts';
import styles from './accordion.module.css';

/** One section of an {@link Accordion}. */
export interface AccordionSection {
  id: string;
  title: Translatable;
  content: ReactNode;
  /** Open at first (only the first flagged one, unless several may be open). */
  isOpen?: boolean;
}

/** Props of {@link Accordion}. */
export interface AccordionProps {
  sections: readonly AccordionSection[];
  /** @defaultValue false */
  canOpenMultiple?: boolean;
  /** Level of the section headings in the page outline. @defaultValue 3 */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * Expanding sections such as the product FAQ (spec §4, Accordion). Each title is a button in a
 * heading with `aria-expanded`; its panel is a labelled region. Which sections are open is the
 * accordion machine's business.
 */
export function Accordion({
  sections,
  canOpenMultiple = false,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const t = useText();
  const baseId = useId();
  const input: AccordionInput = {
    sections: sections.map(({ id, isOpen }) => ({ id, isOpen })),
    canOpenMultiple,
  };
  // The machine (and XState) is fetched with the first toggle (decision 007); until then the
  // sections flagged open are, as the server rendered them.
  const [snapshot, actor] = useLazyActor(lazyAccordionMachine, () => input);
  // The first render's flags, as the machine's input.
  const [openAtFirst] = useState(() => initiallyOpen(input));
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.accordion, className)}>
      {sections.map((section) => {
        const open = snapshot
          ? selectIsSectionOpen(snapshot, section.id)
          : openAtFirst.includes(section.id);
        const buttonId = `${baseId}-${section.id}-button`;
        const panelId = `${baseId}-${section.id}-panel`;
        return (
          <div key={section.id} className={styles.section}>
            <Heading className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => actor.send({ type: 'section.toggle', id: section.id })}
              >
                <span>{t(section.title)}</span>
                <Icon
                  name="chevron-down"
                  size={20}
                  className={cx(styles.chevron, open && styles.open)}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!open}
            >
              {section.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
