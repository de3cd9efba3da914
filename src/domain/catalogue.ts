/** Catalogue rules shared by the back-office forms and the server (docs/product.md §5, docs/server-rules.md §4). */
import { formatAmount } from './money';

export const MAX_CATEGORY_NAME = 100;
export const MAX_PERFUME_NAME = 150;
export const MAX_DESCRIPTION = 3000;

/**
 * The Urdu name and description staff may give a perfume or a category (issue 30), shown on the
 * storefront's Urdu pages when present; each optional, at most as long as its English one.
 */
export const URDU_TEXT_LABELS = { nameUr: 'Urdu name', descriptionUr: 'Urdu description' } as const;
export type UrduTextField = keyof typeof URDU_TEXT_LABELS;

/** Why an Urdu name or description cannot be kept (too long), or null. */
export function urduTextProblem(
  field: UrduTextField,
  text: string,
  maxName: number,
): string | null {
  const max = field === 'nameUr' ? maxName : MAX_DESCRIPTION;
  return text.trim().length > max
    ? `${URDU_TEXT_LABELS[field]} must be at most ${max} characters`
    : null;
}
export const MAX_SIZE_LABEL = 40;
export const MAX_VARIANTS = 12;
export const MAX_PRICE = 10_000_000;
export const MAX_STOCK = 1_000_000;

export const catalogueMessages = {
  categoryNameRequired: 'Category name is required',
  fillAllFields: 'Please fill in all fields',
  selectCategory: 'Please select a category',
  fixVariants: 'Please fix variant inputs',
  imageForEveryVariant: 'Please upload an image for every variant',
  duplicateSize: 'Each size may appear only once',
} as const;

/** The edit lock of a perfume whose category is inactive (docs/product.md §5). */
export function inactiveCategoryMessage(categoryName: string): string {
  return `This product belongs to the inactive category "${categoryName}". Reactivate that category or select a different active category to edit.`;
}

/** A variant as typed into the perfume form: numbers may still be text. */
export interface VariantInput {
  size: string;
  price: number | string;
  stock: number | string;
}

/** What each variant input must hold, said beside the input (docs/product.md §5). */
export const variantMessages = {
  sizeRequired: 'Size is required',
  sizeTooLong: `Size is at most ${MAX_SIZE_LABEL} characters`,
  priceAboveZero: 'Price must be more than 0',
  priceTooHigh: `Price is at most ${formatAmount(MAX_PRICE)}`,
  stockZeroOrMore: 'Stock must be 0 or more',
  stockWhole: 'Stock must be a whole number',
  stockTooHigh: `Stock is at most ${formatAmount(MAX_STOCK)}`,
  imageNeeded: 'Choose an image for this size',
} as const;

export type VariantInputField = 'size' | 'price' | 'stock';
export type VariantProblems = Partial<Record<VariantInputField, string>>;

function sizeProblem(size: string): string | undefined {
  if (size.trim() === '') return variantMessages.sizeRequired;
  if (size.trim().length > MAX_SIZE_LABEL) return variantMessages.sizeTooLong;
  return undefined;
}

function priceProblem(text: number | string): string | undefined {
  const price = Number(text);
  if (text === '' || !Number.isFinite(price) || price <= 0) return variantMessages.priceAboveZero;
  if (price > MAX_PRICE) return variantMessages.priceTooHigh;
  return undefined;
}

function stockProblem(text: number | string): string | undefined {
  const stock = Number(text);
  if (text === '' || !Number.isFinite(stock) || stock < 0) return variantMessages.stockZeroOrMore;
  if (!Number.isInteger(stock)) return variantMessages.stockWhole;
  if (stock > MAX_STOCK) return variantMessages.stockTooHigh;
  return undefined;
}

/** Each input of a new variant that cannot be saved, with what it must hold. */
export function variantProblems(variant: VariantInput): VariantProblems {
  const problems: VariantProblems = {
    size: sizeProblem(variant.size),
    price: priceProblem(variant.price),
    stock: stockProblem(variant.stock),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message));
}

/** True when a variant row cannot be saved: no size, price not above 0, or stock below 0. */
export function isInvalidVariant(variant: VariantInput): boolean {
  return Object.keys(variantProblems(variant)).length > 0;
}

/** Sizes that appear more than once, compared without case or surrounding spaces. */
export function duplicateSizes(variants: { size: string }[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const { size } of variants) {
    const key = size.trim().toLowerCase();
    if (seen.has(key)) duplicates.add(size.trim());
    seen.add(key);
  }
  return [...duplicates];
}
