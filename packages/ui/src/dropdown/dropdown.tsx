import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Icon } from '../icon/icon.tsx';
import { useText } from '../i18n/format-message.tsx';
import type { Translatable } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import { useLazyActor } from '../internal/use-lazy-actor.ts';
import { selectIsDropdownMasked, selectIsDropdownOpen } from '../machines/dropdown.model.ts';
import { lazyDropdownMachine } from '../machines/lazy-machines.ts';
import { Mask } from '../mask/mask.tsx';
import styles from './dropdown.module.css';

/** Props of {@link Dropdown}. */
export interface DropdownProps {
  /** Text of the trigger button, e.g. 'Need Help?'. */
  label: Translatable;
  /** Icon before the label. */
  icon?: ReactNode;
  /** Called once, the first time the dropdown opens (to fetch its content). */
  onFirstOpen?: () => void;
  /** Panel alignment under the trigger. @defaultValue 'end' */
  align?: 'start' | 'end';
  children: ReactNode;
  className?: string;
}

/**
 * A disclosure that opens on hover, focus or tap (spec §2, 'Need Help?'): it closes when the
 * pointer leaves or focus moves out, toggles on tap with a mask behind it, and Escape closes it
 * and returns focus to the trigger. The trigger is a button with `aria-expanded`, so keyboard and
 * screen-reader users open it like any disclosure.
 */
export function Dropdown({
  label,
  icon,
  onFirstOpen,
  align = 'end',
  children,
  className,
}: DropdownProps) {
  const t = useText();
  const panelId = useId();
  // Fetched on the first hover, focus or tap, with XState (decision 007).
  const [snapshot, actor] = useLazyActor(lazyDropdownMachine);
  const open = snapshot ? selectIsDropdownOpen(snapshot) : false;
  const masked = snapshot ? selectIsDropdownMasked(snapshot) : false;
  const hasOpened = snapshot?.context.hasOpened ?? false;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const pointerType = useRef<string>('');
  // Escape hands focus back to the trigger; that focus must not reopen the panel.
  const closedByEscape = useRef(false);
  const firstOpen = useRef(onFirstOpen);
  firstOpen.current = onFirstOpen;

  useEffect(() => {
    if (hasOpened) firstOpen.current?.();
  }, [hasOpened]);

  return (
    <div
      ref={rootRef}
      className={cx(styles.dropdown, className)}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') actor.send({ type: 'pointer.enter' });
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') actor.send({ type: 'pointer.leave' });
      }}
      onFocus={() => {
        if (closedByEscape.current) {
          closedByEscape.current = false;
          return;
        }
        actor.send({ type: 'focus.in' });
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget)) {
          actor.send({ type: 'focus.out' });
        }
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          actor.send({ type: 'close' });
          if (document.activeElement !== triggerRef.current) {
            closedByEscape.current = true;
            triggerRef.current?.focus();
          }
        }
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerDown={(event) => {
          pointerType.current = event.pointerType;
        }}
        onClick={() => {
          const type = pointerType.current;
          pointerType.current = '';
          if (type === 'touch' || type === 'pen') actor.send({ type: 'touch.toggle' });
          // A mouse has already opened it on hover; a click must not close it under the pointer.
          else if (type === 'mouse') actor.send({ type: 'pointer.enter' });
          else actor.send({ type: 'trigger.toggle' });
        }}
      >
        {icon}
        <span>{t(label)}</span>
        <Icon
          name="chevron-down"
          size={16}
          className={cx(styles.chevron, open && styles.chevronOpen)}
        />
      </button>
      <div id={panelId} className={cx(styles.panel, styles[align])} hidden={!open}>
        {children}
      </div>
      <Mask isActive={masked} transparent onDismiss={() => actor.send({ type: 'close' })} />
    </div>
  );
}
