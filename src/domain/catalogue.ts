/** Catalogue rules shared by the back-office forms and the server (docs/product.md §5, docs/server-rules.md §4). */
export const MAX_CATEGORY_NAME = 100;
export const MAX_PERFUME_NAME = 150;
export const MAX_DESCRIPTION = 3000;
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

/** True when a variant row cannot be saved: no size, price not above 0, or stock below 0. */
export function isInvalidVariant(variant: VariantInput): boolean {
  const price = Number(variant.price);
  const stock = Number(variant.stock);
  return (
    variant.size.trim() === '' ||
    variant.size.trim().length > MAX_SIZE_LABEL ||
    variant.price === '' ||
    !Number.isFinite(price) ||
    price <= 0 ||
    price > MAX_PRICE ||
    variant.stock === '' ||
    !Number.isInteger(stock) ||
    stock < 0 ||
    stock > MAX_STOCK
  );
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
