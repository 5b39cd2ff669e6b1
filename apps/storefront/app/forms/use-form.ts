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
  /**
   * `value` and `onChange` of a text input (and `onBlur` when the form checks a field as the
   * shopper leaves it).
   */
  text: (field: TField) => {
    name: TField;
    value: string;
    onChange: (
      event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
    ) => void;
    onBlur?: () => void;
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

/** When a form shows its messages, and how it takes the shopper to the first one. */
export interface FormOptions {
  /**
   * `submit` (the default): every message appears on submit, then follows the corrections; the
   * first invalid control is focused once drawn, centred (clear of the sticky header).
   * `leave`: a field is also checked once the shopper leaves it, and again as they correct it; on
   * submit the first invalid control (in the validators' order) is focused at once, the browser
   * scrolling to it (the checkout's address forms, spec §5).
   */
  readonly checkOn?: 'submit' | 'leave';
}

/**
 * The state of a form validated with `@vitrine/validation`'s field rules (spec §5): the messages
 * appear on submit (or as the shopper leaves a field, {@link FormOptions}), then follow the
 * shopper's corrections field by field. The one form hook of the storefront (decision 112).
 */
export function useForm<TField extends string>(
  initial: FormValues<TField>,
  validators: FieldValidators<TField>,
  { checkOn = 'submit' }: FormOptions = {},
): FormState<TField> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<TField, MessageDescriptor>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [left, setLeft] = useState<ReadonlySet<TField>>(() => new Set());
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
    if (submitted && checkOn === 'submit') setErrors(validateFields(validatorsRef.current, values));
  }, [submitted, values, checkOn]);

  const set = useCallback((field: TField, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const validate = useCallback(() => {
    setSubmitted(true);
    const checked = validateFields(validatorsRef.current, values);
    const valid = Object.keys(checked).length === 0;
    if (checkOn === 'leave') {
      const first = (Object.keys(validatorsRef.current) as TField[]).find(
        (field) => checked[field],
      );
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return valid;
    }
    setErrors(checked);
    if (!valid) setFocusRequest((count) => count + 1);
    return valid;
  }, [values, checkOn]);

  const reset = useCallback((next: FormValues<TField>) => {
    setValues(next);
    setErrors({});
    setSubmitted(false);
    setLeft(new Set());
  }, []);

  // Checked as the shopper leaves a field: the messages of the fields left (all, once submitted),
  // always those of the current values.
  const shown =
    checkOn === 'leave'
      ? pick(validateFields(validators, values), (field) => submitted || left.has(field))
      : errors;

  return {
    values,
    errors: shown,
    set,
    text: (field) => ({
      name: field,
      value: String(values[field]),
      onChange: (event) => set(field, event.target.value),
      ...(checkOn === 'leave'
        ? { onBlur: () => setLeft((current) => new Set(current).add(field)) }
        : {}),
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

/** The entries of `errors` whose field passes `keep`. */
function pick<TField extends string>(
  errors: Partial<Record<TField, MessageDescriptor>>,
  keep: (field: TField) => boolean,
): Partial<Record<TField, MessageDescriptor>> {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => keep(field as TField)),
  ) as Partial<Record<TField, MessageDescriptor>>;
}
