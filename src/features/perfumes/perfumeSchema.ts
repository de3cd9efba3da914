import * as yup from 'yup';
import {
  catalogueMessages,
  duplicateSizes,
  isInvalidVariant,
  variantMessages,
  variantProblems,
  type VariantProblems,
} from '../../domain/catalogue';
import { numberOrZero, type VariantDraft } from './variantDraft';

/** The Perfume Details card. */
export interface PerfumeDetails {
  name: string;
  description: string;
  category: string;
}

export type PerfumeDraft = PerfumeDetails & { variants: VariantDraft[] };

const filled = (text: string) => text.trim() !== '';

function noDuplicateSizes(this: yup.TestContext<unknown>, draft: PerfumeDraft | undefined) {
  const duplicates = duplicateSizes(draft?.variants ?? []);
  return duplicates.length === 0
    ? true
    : this.createError({ message: `${catalogueMessages.duplicateSize}: ${duplicates.join(', ')}` });
}

/** Add perfume (docs/product.md §5), checked in this order; the first failure is the one shown. */
export const addPerfumeSchema = yup
  .mixed<PerfumeDraft>()
  .required()
  .test('fields', catalogueMessages.fillAllFields, (d) => filled(d.name) && filled(d.description))
  .test('category', catalogueMessages.selectCategory, (d) => d.category !== '')
  .test('variants', catalogueMessages.fixVariants, (d) => !d.variants.some(isInvalidVariant))
  .test('images', catalogueMessages.imageForEveryVariant, (d) => d.variants.every((v) => v.file))
  .test('sizes', '', noDuplicateSizes);

/**
 * Edit perfume (docs/product.md §5): only the required inputs (name, category, sizes); numbers may
 * be empty and become 0. The numbers as sent must still be ones the server takes (price above 0,
 * stock a whole number of 0 or more), else it refuses the save with the same banner.
 */
export const updatePerfumeSchema = yup
  .mixed<PerfumeDraft>()
  .required()
  .test('fields', catalogueMessages.fillAllFields, (d) => filled(d.name))
  .test('category', catalogueMessages.selectCategory, (d) => d.category !== '')
  .test('variants', catalogueMessages.fixVariants, (d) =>
    d.variants.every((v) => Object.keys(updateRowProblems(v)).length === 0),
  )
  .test('sizes', '', noDuplicateSizes);

/** What is wrong with each input of a variant row, said beside it. */
export type VariantRowProblems = VariantProblems & { image?: string };

/** A new perfume's row: size, price and stock as the rules say, and an image. */
export const addRowProblems = (row: VariantDraft): VariantRowProblems => ({
  ...variantProblems(row),
  ...(row.file ? {} : { image: variantMessages.imageNeeded }),
});

/**
 * An edited perfume's row: only the size is required; empty numbers become 0, and what is sent
 * is checked as the server checks it (an empty price is 0, which it refuses).
 */
export function updateRowProblems(row: VariantDraft): VariantRowProblems {
  return variantProblems({
    size: row.size,
    price: numberOrZero(row.price),
    stock: numberOrZero(row.stock),
  });
}

/** The first failing rule's message, or null when the perfume may be sent. */
export function firstProblem(schema: yup.Schema<PerfumeDraft>, draft: PerfumeDraft): string | null {
  try {
    schema.validateSync(draft, { abortEarly: true });
    return null;
  } catch (error) {
    if (error instanceof yup.ValidationError) return error.message;
    throw error;
  }
}
