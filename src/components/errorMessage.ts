import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

interface ErrorBody {
  message?: unknown;
  errors?: { param?: unknown; msg?: unknown; message?: unknown }[];
}

function body(error: unknown): ErrorBody | null {
  const data = (error as FetchBaseQueryError | undefined)?.data;
  return data && typeof data === 'object' ? (data as ErrorBody) : null;
}

/** The server's message, if the error carries one (docs/product.md §8: the server's message is preferred). */
export function serverMessage(error: unknown, fallback: string): string {
  const message = body(error)?.message;
  return typeof message === 'string' && message ? message : fallback;
}

/** Messages of an `errors` list, each entry's msg or message (docs/product.md §3). */
export function serverErrorList(error: unknown): string[] {
  return (body(error)?.errors ?? [])
    .map((entry) => entry.msg ?? entry.message)
    .filter((text): text is string => typeof text === 'string' && text !== '');
}

/** Field errors keyed by `param`, for forms that show server validation beside each field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const entry of body(error)?.errors ?? []) {
    const text = entry.msg ?? entry.message;
    if (typeof entry.param === 'string' && typeof text === 'string' && !(entry.param in fields)) {
      fields[entry.param] = text;
    }
  }
  return fields;
}
