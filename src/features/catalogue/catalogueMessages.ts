import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, select, t } from '@lingui/core/macro';
import { countOf } from '../../components/pageLanguage';
import type { SortOrder } from '@shop/domain/catalogueFilters';
import { MAX_STARS, type Rating } from '@shop/domain/ratings';

/**
 * The words of src/domain the catalogue's pages show, in the page's language: the domain keeps
 * its English (the server uses it too, without the message macros), these say the same.
 */

/** The four sort orders' names (SORT_ORDERS). */
const SORT_LABELS: Record<SortOrder, MessageDescriptor> = {
  'name-asc': msg`Name: A-Z`,
  'name-desc': msg`Name: Z-A`,
  'price-asc': msg`Price: Low to High`,
  'price-desc': msg`Price: High to Low`,
};

export const sortLabel = (order: SortOrder): string => i18n._(SORT_LABELS[order]);

/** "4.5 out of 5 (12 reviews)": the words a screen reader reads for a rating. */
export function ratingText(rating: Rating): string {
  const average = rating.average.toFixed(1);
  const { category, count } = countOf(rating.count);
  return t`${average} out of ${MAX_STARS} (${select(category, { one: `${count} review`, other: `${count} reviews` })})`;
}
