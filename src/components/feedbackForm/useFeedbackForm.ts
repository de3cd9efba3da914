import { useState } from 'react';
import { useFormik } from 'formik';
import { serverFieldErrors } from '../errorMessage';
import type { Failure } from '../failure';

type Values = Record<string, string>;

/** A refused submit: the message to show and the fields to mark. */
export interface Problem<T extends Values> {
  message: string;
  fields: (keyof T & string)[];
}

interface Options<T extends Values> {
  /** Empty values; also what the form goes back to after a successful send. */
  initialValues: T;
  /** The client-side rules (docs/product.md §5), checked on the trimmed values before anything is sent. */
  check: (values: T) => Problem<T> | null;
  /** Sends the trimmed values; resolves with the server's success message. */
  send: (values: T) => Promise<{ message: string }>;
  /** What a failed send shows (from the error the request rejected with). */
  failureOf: (error: unknown) => Failure;
}

const trimmed = <T extends Values>(values: T) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as T;

/**
 * The public review and contact forms: rules checked before sending, one failure or success
 * message at a time, the form cleared on success, and keyboard focus taken to the first field
 * to correct.
 */
export function useFeedbackForm<T extends Values>({
  initialValues,
  check,
  send,
  failureOf,
}: Options<T>) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string[]>([]);

  const refuse = (problem: Failure, fields: string[]) => {
    setFailure(problem);
    setInvalid(fields);
    if (fields[0]) document.getElementById(fields[0])?.focus();
  };

  const formik = useFormik<T>({
    initialValues,
    onSubmit: async (values, helpers) => {
      setSuccess(null);
      setFailure(null);
      const fields = trimmed(values);
      const problem = check(fields);
      if (problem) return refuse({ message: problem.message, list: [] }, problem.fields);
      setInvalid([]);
      try {
        const { message } = await send(fields);
        helpers.resetForm();
        setSuccess(message);
      } catch (error) {
        const named = Object.keys(serverFieldErrors(error)).filter((name) => name in values);
        refuse(failureOf(error), named);
      }
    },
  });

  /** Props binding a TextField (whose id is the field's name) to the form. */
  const field = (name: keyof T & string) => ({
    id: name,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    required: true,
    error: invalid.includes(name),
  });

  return { formik, field, failure, success, busy: formik.isSubmitting };
}
