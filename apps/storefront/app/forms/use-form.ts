import type { FieldValidators, MessageDescriptor } from '@vitrine/validation';
import { validateFields } from '@vitrine/validation';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChangeEvent, RefObject } from 'react';

/** A form's values: text fields are strings, checkboxes booleans. */
export type FormValues<TField extends string> = Record<TField, string | boolean>;

/** What {@link useForm} gives a form component. */
export interface FormState<TField extends string> {
  values: FormValues<TField>;
  errors: Partial<Record<TField, MessageDescriptor>>;
  /** Sets one value (and re-checks it once the form has been submitted). */
  set: (field: TField, value: string | boolean) => void;
  /** `value` and `onChange` of a text input. */
  text: (field: TField) => {
    name: TField;
    value: string;
    onChange: (
      event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
    ) => void;
  };
  /** `checked` and `onChange` of a checkbox. */
  checkbox: (field: TField) => {
    name: TField;
    checked: boolean;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  /**
   * Checks every field; on failure shows the messages and moves focus to the first invalid
   * control (so a screen reader reads its message). Returns whether the form is valid.
   */
  validate: () => boolean;
  /** Replaces every value (a loaded record, a reset after saving). */
  reset: (values: FormValues<TField>) => void;
  /** Attach to the `<form>` so focus can find the first invalid control. */
  formRef: RefObject<HTMLFormElement | null>;
  /**
   * Spread on the `<form>`: its ref, no browser validation (the messages are the shop's), and
   * `post`, so a form sent before hydration never puts what was typed in a URL (decision 005).
   */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    method: 'post';
    noValidate: true;
  };
}

/**
 * The state of a small form validated with `@vitrine/validation`'s field rules (spec §5): the
 * messages appear on submit, then follow the shopper's corrections field by field.
 */
export function useForm<TField extends string>(
  initial: FormValues<TField>,
  validators: FieldValidators<TField>,
): FormState<TField> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<TField, MessageDescriptor>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);
  const validatorsRef = useRef(validators);
  validatorsRef.current = validators;

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // Centred rather than scrolled to the top edge, where the sticky header would hide it.
    invalid?.focus({ preventScroll: true });
    invalid?.scrollIntoView?.({ block: 'center' });
  }, [focusRequest]);

  // Once submitted, the messages follow every change.
  useEffect(() => {
    if (submitted) setErrors(validateFields(validatorsRef.current, values));
  }, [submitted, values]);

  const set = useCallback((field: TField, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const validate = useCallback(() => {
    setSubmitted(true);
    const checked = validateFields(validatorsRef.current, values);
    setErrors(checked);
    const valid = Object.keys(checked).length === 0;
    if (!valid) setFocusRequest((count) => count + 1);
    return valid;
  }, [values]);

  const reset = useCallback((next: FormValues<TField>) => {
    setValues(next);
    setErrors({});
    setSubmitted(false);
  }, []);

  return {
    values,
    errors,
    set,
    text: (field) => ({
      name: field,
      value: String(values[field]),
      onChange: (event) => set(field, event.target.value),
    }),
    checkbox: (field) => ({
      name: field,
      checked: values[field] === true,
      onChange: (event) => set(field, event.target.checked),
    }),
    validate,
    reset,
    formRef,
    formProps: { ref: formRef, method: 'post', noValidate: true },
  };
}
