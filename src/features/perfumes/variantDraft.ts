import type { GetPerfumeApiResponse } from '../../store/api/generated/backOfficeApi';

export type PerfumeVariant = GetPerfumeApiResponse['variants'][number];

/** One row of the variants table as typed: numbers stay text until the form is sent. */
export interface VariantDraft {
  /** Stable React key of the row. */
  key: string;
  /** The stored variant this row edits (update form only). */
  _id?: string;
  size: string;
  price: string;
  stock: string;
  /** A newly chosen image and its preview URL. */
  file: File | null;
  preview: string | null;
  /** The stored image URL, kept when no new file is chosen. */
  image: string | null;
  reservedQty: number;
  shippedQty: number;
  returnedQty: number;
}

export type VariantField = 'size' | 'price' | 'stock';

let lastKey = 0;
const nextKey = () => `variant-${++lastKey}`;

export function emptyVariant(): VariantDraft {
  return {
    key: nextKey(),
    size: '',
    price: '',
    stock: '',
    file: null,
    preview: null,
    image: null,
    reservedQty: 0,
    shippedQty: 0,
    returnedQty: 0,
  };
}

/** A stored variant as an editable row. */
export function draftOf(variant: PerfumeVariant): VariantDraft {
  return {
    ...emptyVariant(),
    _id: variant._id,
    size: variant.size,
    price: String(variant.price),
    stock: String(variant.stock),
    image: variant.image,
    reservedQty: variant.reservedQty,
    shippedQty: variant.shippedQty,
    returnedQty: variant.returnedQty,
  };
}

/** The `variants` field of a new perfume: JSON list of {size, price, stock}. */
export function createVariantsJson(rows: VariantDraft[]): string {
  return JSON.stringify(
    rows.map((row) => ({
      size: row.size.trim(),
      price: Number(row.price),
      stock: Number(row.stock),
    })),
  );
}

/** Edit form numbers: empty becomes 0 (docs/product.md §5). */
export const numberOrZero = (text: string) => (text.trim() === '' ? 0 : Number(text));

/**
 * The `variants` field of an edited perfume: each row with its id (if stored) and its stored image
 * URL, which the server keeps unless the row's image is replaced.
 */
export function updateVariantsJson(rows: VariantDraft[]): string {
  return JSON.stringify(
    rows.map((row) => ({
      ...(row._id ? { _id: row._id } : {}),
      size: row.size.trim(),
      price: numberOrZero(row.price),
      stock: numberOrZero(row.stock),
      image: row.image,
    })),
  );
}

/** Replaced images of an edited perfume, as images[{index}] fields. */
export function replacedImages(rows: VariantDraft[]): Record<string, Blob> {
  return Object.fromEntries(
    rows.flatMap((row, index) => (row.file ? [[`images[${index}]`, row.file]] : [])),
  );
}
