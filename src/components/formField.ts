import type { FormEvent } from 'react';
import type { FormikProps } from 'formik';

/** The error to show beside a field: once the field was touched (or the form submitted). */
export function fieldError<T>(formik: FormikProps<T>, name: keyof T & string): string | undefined {
  const error = formik.errors[name];
  return formik.touched[name] && typeof error === 'string' ? error : undefined;
}

/** The props that bind an MUI TextField to a formik field, with its error as helper text. */
export function fieldProps<T>(formik: FormikProps<T>, name: keyof T & string, id: string = name) {
  const error = fieldError(formik, name);
  return {
    id,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(error),
    helperText: error,
  };
}

/**
 * The first failing message in the order the rules are checked (docs/product.md §5), once the form has been
 * submitted: formik collects every field's error, the screens show the first as an alert.
 */
export function firstProblem<T>(
  formik: FormikProps<T>,
  order: readonly (keyof T & string)[],
): string | undefined {
  if (formik.submitCount === 0) return undefined;
  for (const name of order) {
    const error = formik.errors[name];
    if (typeof error === 'string') return error;
  }
  return undefined;
}

/** A form's submit that first takes the last failure off the screen: a new answer replaces it. */
export const submitAfresh =
  (formik: Pick<FormikProps<unknown>, 'handleSubmit'>, clearFailure: () => void) =>
  (event?: FormEvent<HTMLFormElement>) => {
    clearFailure();
    formik.handleSubmit(event);
  };
