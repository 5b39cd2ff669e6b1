import { useFieldControl } from '@vitrine/ui';
import type { TextareaHTMLAttributes } from 'react';
import styles from './contact.module.css';

/** A multi-line text control that takes its id and ARIA wiring from the enclosing `Field`. */
export function TextArea(props: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const control = useFieldControl(props);
  return <textarea {...control} className={styles.textarea} />;
}
