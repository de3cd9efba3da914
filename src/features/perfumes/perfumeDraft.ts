import type { GetPerfumeApiResponse } from '../../store/api/generated/backOfficeApi';
import type { PerfumeDetails } from './perfumeSchema';
import { draftOf, emptyVariant, type VariantDraft } from './variantDraft';

/** A variant row as kept in a draft: what was typed, never the chosen file itself. */
interface KeptVariant {
  _id?: string;
  size: string;
  price: string;
  stock: string;
  image: string | null;
  /** An image had been chosen; it must be chosen again after the draft is restored. */
  hadFile: boolean;
}

/** The perfume form as kept in session storage (the update form adds the version it opened at). */
export interface PerfumeFormDraft {
  details: PerfumeDetails;
  variants: KeptVariant[];
  version?: string;
}

const kept = (row: VariantDraft): KeptVariant => ({
  ...(row._id ? { _id: row._id } : {}),
  size: row.size,
  price: row.price,
  stock: row.stock,
  image: row.image,
  hadFile: row.file !== null,
});

export const perfumeFormDraft = (
  details: PerfumeDetails,
  rows: VariantDraft[],
  version?: string,
): PerfumeFormDraft => ({
  details,
  variants: rows.map(kept),
  ...(version === undefined ? {} : { version }),
});

/** The rows of a restored draft; counters of stored sizes come from the perfume as loaded now. */
export function rowsOfDraft(draft: PerfumeFormDraft, perfume?: GetPerfumeApiResponse) {
  return draft.variants.map((row): VariantDraft => {
    const stored = perfume?.variants.find((variant) => variant._id === row._id);
    return {
      ...(stored ? draftOf(stored) : emptyVariant()),
      ...(row._id ? { _id: row._id } : {}),
      size: row.size,
      price: row.price,
      stock: row.stock,
      image: row.image,
    };
  });
}

/** What a restored draft could not keep. */
export const lostImagesNote = (draft: PerfumeFormDraft) =>
  draft.variants.some((row) => row.hadFile) ? 'Choose the new images again.' : undefined;
