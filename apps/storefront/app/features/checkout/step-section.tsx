import { FormError, Icon } from '@vitrine/ui';
import type { MessageDescriptor } from '@vitrine/validation';
import { useId } from 'react';
import type { ReactNode, Ref } from 'react';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { checkoutMessages } from './checkout.messages.ts';
import styles from './checkout.module.css';

/** Where a step stands for the shopper. */
export type StepStatus = 'done' | 'current' | 'upcoming';

const statusClass: Record<StepStatus, string | undefined> = {
  done: styles.stepDone,
  current: styles.stepCurrent,
  upcoming: styles.stepUpcoming,
};

/**
 * One step of the checkout: its numbered heading (focused when the step becomes current, so a
 * screen reader hears where it is), an Edit button once done, the summary of what was given,
 * or the step's form while it is current, and the step's error beside it (spec: "each step's
 * error shown beside the step").
 */
export function StepSection({
  number,
  total,
  title,
  status,
  summary,
  onEdit,
  editDisabled = false,
  error,
  headingRef,
  children,
}: {
  number: number;
  total: number;
  title: MessageDescriptor;
  status: StepStatus;
  summary?: ReactNode;
  onEdit?: (() => void) | undefined;
  editDisabled?: boolean;
  error?: MessageDescriptor | null;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const headingId = useId();
  const titleText = intl.formatMessage(title);
  return (
    <li className={`${styles.step} ${statusClass[status] ?? ''}`}>
      <section aria-labelledby={headingId}>
        <div className={styles.stepHeader}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
            <span className={styles.stepIndex} aria-hidden="true">
              {status === 'done' ? <Icon name="check" size={16} /> : number}
            </span>
            <span className={styles.visuallyHidden}>
              {intl.formatMessage(checkoutMessages.stepNumber, { number, total })}{' '}
            </span>
            {titleText}
            {status === 'done' ? (
              <span className={styles.visuallyHidden}>
                {' '}
                ({intl.formatMessage(checkoutMessages.stepDone)})
              </span>
            ) : null}
          </h2>
          {status === 'done' && onEdit ? (
            <button
              type="button"
              className={styles.editButton}
              onClick={onEdit}
              disabled={editDisabled}
              aria-label={intl.formatMessage(checkoutMessages.editStep, { step: titleText })}
            >
              {intl.formatMessage(checkoutMessages.edit)}
            </button>
          ) : null}
        </div>
        {status === 'done' && summary ? <div className={styles.stepSummary}>{summary}</div> : null}
        {status === 'current' ? (
          <div className={styles.stepBody}>
            {error ? <FormError errors={[error]} /> : null}
            {children}
          </div>
        ) : null}
      </section>
    </li>
  );
}
