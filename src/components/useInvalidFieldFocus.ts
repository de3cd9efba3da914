import { useEffect, useRef } from 'react';
import type { FormikProps } from 'formik';

type SubmitState<T> = Pick<FormikProps<T>, 'submitCount' | 'isSubmitting' | 'errors'>;

/**
 * After a refused submit (by the form's rules or by the server), takes keyboard focus to the
 * first field in `order` with an error: a screen reader then reads its label and its message
 * (the field's helper text). A field is found by its id, which is its name unless `ids` says.
 */
export function useInvalidFieldFocus<T>(
  formik: SubmitState<T>,
  order: readonly (keyof T & string)[],
  ids: Partial<Record<keyof T & string, string>> = {},
): void {
  const { submitCount, isSubmitting, errors } = formik;
  const focusedFor = useRef(0);
  useEffect(() => {
    // Once per submit: later renders (typing into the field) leave focus where it is.
    if (isSubmitting || submitCount === focusedFor.current) return;
    focusedFor.current = submitCount;
    const first = order.find((name) => errors[name]);
    if (first) document.getElementById(ids[first] ?? first)?.focus();
  }, [submitCount, isSubmitting, errors, order, ids]);
}
