import * as yup from 'yup';
import {
  MAX_PERFUME_NAME,
  catalogueMessages,
  duplicateSizes,
  urduTextProblem,
  isInvalidVariant,
  variantMessages,
  variantProblems,
  type VariantProblems,
} from '@shop/domain/catalogue';
import { numberOrZero, type VariantDraft } from './variantDraft';
import type { UrduTextValues } from '../../components/UrduTextFields';

/** The Perfume Details card. */
export interface PerfumeDetails extends UrduTextValues {
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

/** The Urdu name and description within their lengths (the inputs stop there too). */
function urduTextsFit(this: yup.TestContext<unknown>, draft: PerfumeDraft | undefined) {
  for (const field of ['nameUr', 'descriptionUr'] as const) {
    const problem = urduTextProblem(field, draft?.[field] ?? '', MAX_PERFUME_NAME);
    if (problem) return this.createError({ message: problem });
  }
  return true;
}

/** Add perfume (docs/product.md §5), checked in this order; the first failure is the one shown. */
export const addPerfumeSchema = yup
  .mixed<PerfumeDraft>()
  .required()
  .test('fields', catalogueMessages.fillAllFields, (d) => filled(d.name) && filled(d.description))
  .test('category', catalogueMessages.selectCategory, (d) => d.category !== '')
  .test('variants', catalogueMessages.fixVariants, (d) => !d.variants.some(isInvalidVariant))
  .test('images', catalogueMessages.imageForEveryVariant, (d) => d.variants.every((v) => v.file))
  .test('sizes', '', noDuplicateSizes)
  .test('urdu', '', urduTextsFit);

/**
 * Edit perfume (docs/product.md §5): only the required inputs (name, category, sizes); numbers may
 * be empty and are sent as 0. The server checks the numbers: when it refuses them with the same
 * banner, `updateRowProblems` marks which.
 */
export const updatePerfumeSchema = yup
  .mixed<PerfumeDraft>()
  .required()
  .test('fields', catalogueMessages.fillAllFields, (d) => filled(d.name))
  .test('category', catalogueMessages.selectCategory, (d) => d.category !== '')
  .test('variants', catalogueMessages.fixVariants, (d) => d.variants.every((v) => filled(v.size)))
  .test('sizes', '', noDuplicateSizes)
  .test('urdu', '', urduTextsFit);

/** What is wrong with each input of a variant row, said beside it. */
export type VariantRowProblems = VariantProblems & { image?: string };

/** A new perfume's row: size, price and stock as the rules say, and an image. */
export const addRowProblems = (row: VariantDraft): VariantRowProblems => ({
  ...variantProblems(row),
  ...(row.file ? {} : { image: variantMessages.imageNeeded }),
});

/**
 * What is wrong with an edited perfume's row, once a save was refused for its variants: a missing
 * size (the form's own check), or a number as sent (empty is 0) that the server refuses.
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
