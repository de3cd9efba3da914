/**
 * `make()`, made on first use and kept. For the `Intl` formatters: each costs milliseconds to
 * make (the first number format 18 ms in Chromium here), paid by every page that loads the module
 * when made at its top, whether it formats anything or not.
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
