/** Reviews per carousel slide (docs/product.md §9). */
export const PER_SLIDE = 3;

/** The items in slides of `size`, the last one holding what is left. */
export function toSlides<T>(items: readonly T[], size = PER_SLIDE): T[][] {
  const slides: T[][] = [];
  for (let i = 0; i < items.length; i += size) slides.push(items.slice(i, i + size));
  return slides;
}

/** Positions (1-based) of a slide's first and last review: "1-3", or "7" for a single one. */
export function slideRange(slide: number, length: number, size = PER_SLIDE): string {
  const first = slide * size + 1;
  const last = first + length - 1;
  return last > first ? `${first}-${last}` : `${first}`;
}
