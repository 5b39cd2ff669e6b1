import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { useText } from '../i18n/format-message.tsx';
import type { Translatable } from '../i18n/format-message.tsx';
import { SidePanel } from '../side-panel/side-panel.tsx';
import { consentMessages as messages } from './consent.messages.ts';
import styles from './consent-preferences.module.css';

/** One purpose the visitor may allow or refuse. */
export interface ConsentPurposeOption {
  id: string;
  title: Translatable;
  /** What it is for, who receives what (a sentence or two). */
  description: Translatable;
}

/** Props of {@link ConsentPreferences}. */
export interface ConsentPreferencesProps {
  isOpen: boolean;
  /** Closing without saving changes nothing (and is no consent). */
  onClose: () => void;
  /** Text above the purposes. */
  intro: ReactNode;
  /** What needs no consent (the cart, signing in, remembering these choices). */
  necessary: { title: Translatable; description: Translatable };
  purposes: readonly ConsentPurposeOption[];
  /** The choices so far, by purpose id; a purpose not listed starts refused. */
  initial: Readonly<Record<string, boolean>>;
  /** The visitor's choice for every purpose listed. */
  onSave: (choices: Record<string, boolean>) => void;
}

const every = (purposes: readonly ConsentPurposeOption[], granted: boolean) =>
  Object.fromEntries(purposes.map((purpose) => [purpose.id, granted]));

/**
 * The per-purpose panel: a switch for each purpose, each explained; "Reject all" and "Accept all"
 * with one look, and "Save my choices". A modal side panel (a bottom sheet on phones): focus is
 * held inside while it is open and goes back to what opened it.
 */
export function ConsentPreferences({
  isOpen,
  onClose,
  intro,
  necessary,
  purposes,
  initial,
  onSave,
}: ConsentPreferencesProps) {
  const t = useText();
  const [choices, setChoices] = useState<Record<string, boolean>>(() => ({ ...initial }));
  // Each opening starts again from the saved choices, not from a draft left unsaved.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setChoices({ ...initial });
  }
  const save = (chosen: Record<string, boolean>) =>
    onSave({ ...every(purposes, false), ...chosen });

  return (
    <SidePanel
      isOpen={isOpen}
      onClose={onClose}
      title={messages.preferencesTitle}
      footer={
        <div className={styles.footer}>
          <Button className={styles.choice} onClick={() => save(every(purposes, false))}>
            {t(messages.rejectAll)}
          </Button>
          <Button className={styles.choice} onClick={() => save(every(purposes, true))}>
            {t(messages.acceptAll)}
          </Button>
          <Button priority="high" className={styles.save} onClick={() => save(choices)}>
            {t(messages.save)}
          </Button>
        </div>
      }
    >
      <div className={styles.intro}>{intro}</div>
      <ul className={styles.purposes}>
        <li className={styles.purpose}>
          <div className={styles.head}>
            <p className={styles.purposeTitle}>{t(necessary.title)}</p>
            <span className={styles.always}>{t(messages.alwaysOn)}</span>
          </div>
          <p className={styles.purposeText}>{t(necessary.description)}</p>
        </li>
        {purposes.map((purpose) => (
          <PurposeSwitch
            key={purpose.id}
            purpose={purpose}
            granted={choices[purpose.id] === true}
            onChange={(granted) => setChoices((current) => ({ ...current, [purpose.id]: granted }))}
          />
        ))}
      </ul>
    </SidePanel>
  );
}

function PurposeSwitch({
  purpose,
  granted,
  onChange,
}: {
  purpose: ConsentPurposeOption;
  granted: boolean;
  onChange: (granted: boolean) => void;
}) {
  const t = useText();
  const id = useId();
  return (
    <li className={styles.purpose}>
      <div className={styles.head}>
        <label htmlFor={id} className={styles.purposeTitle}>
          {t(purpose.title)}
        </label>
        {/* The switch's own state is announced; this word is for sighted visitors. */}
        <span className={styles.state} aria-hidden="true">
          {t(granted ? messages.allowed : messages.refused)}
        </span>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={granted}
          aria-describedby={`${id}-text`}
          onChange={(event) => onChange(event.target.checked)}
        />
      </div>
      <p id={`${id}-text`} className={styles.purposeText}>
        {t(purpose.description)}
      </p>
    </li>
  );
}
