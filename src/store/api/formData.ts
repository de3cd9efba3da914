/** A value of a multipart form body: text as-is, a file, or several files under one name. */
export type FormValue = string | number | Blob | readonly Blob[] | null | undefined;

/**
 * The multipart body of a generated endpoint's plain-object body (docs/product.md §7: category and perfume
 * forms are multipart). Strings and numbers go as text, a Blob as a file (a File keeps its name),
 * an array of Blobs as repeated fields of the same name; undefined and null are left out.
 */
export function toFormData(body: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const file of value as readonly Blob[]) form.append(name, file);
    } else if (value instanceof Blob) {
      form.append(name, value);
    } else {
      form.append(name, String(value));
    }
  }
  return form;
}
