/**
 * Ratings per perfume (docs/product.md §4): a review may name a perfume and give it 1 to 5 stars.
 * Only approved reviews count; a perfume's rating is the average of their stars to one decimal and
 * how many gave stars.
 */
export const MIN_STARS = 1;
export const MAX_STARS = 5;

/** Reviews of a perfume shown on its page at a time (newest first). */
export const PERFUME_REVIEWS_PAGE_SIZE = 5;

export interface Rating {
  /** The average of the stars, to one decimal. */
  average: number;
  /** How many approved reviews gave stars. */
  count: number;
}

/** The rating from the sum and count of stars, or null when nobody gave any. */
export function ratingOf(sum: number, count: number): Rating | null {
  if (count < 1) return null;
  return { average: Math.round((sum / count) * 10) / 10, count };
}

export const perfumeNotOnSale = 'Choose a perfume from the list';
