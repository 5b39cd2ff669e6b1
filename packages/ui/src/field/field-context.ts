import { createContext, useContext } from 'react';

/** What a {@link Field} tells the control inside it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export const FieldContext = createContext<FieldControlProps | null>(null);

/**
 * The id and ARIA wiring of the enclosing {@link Field}, merged under the control's own props, so a
 * control works inside a Field and alone.
 */
export function useFieldControl<P extends { id?: string; required?: boolean }>(
  props: P,
): P & Partial<FieldControlProps> {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy = [
    field['aria-describedby'],
    (props as { 'aria-describedby'?: string })['aria-describedby'],
  ]
    .filter(Boolean)
    .join(' ');
  return {
    ...field,
    ...props,
    id: props.id ?? field.id,
    required: props.required ?? field.required,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}
