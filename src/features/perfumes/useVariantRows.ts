import { useState } from 'react';
import { useObjectUrls } from '../../components/useObjectUrls';
import type { VariantRowProblems } from './perfumeSchema';
import { emptyVariant, type VariantDraft, type VariantField } from './variantDraft';

export interface VariantRows {
  rows: VariantDraft[];
  add: () => void;
  remove: (key: string) => void;
  change: (key: string, field: VariantField, value: string) => void;
  chooseImage: (key: string, file: File | null) => void;
  /** Back to these rows (a discarded draft). */
  reset: (rows: VariantDraft[]) => void;
  /** What is wrong with a row's inputs, once a save was refused for its variants. */
  problemsOf: (key: string) => VariantRowProblems;
  /** Marks every invalid input from now on; returns the id of the first to move focus to. */
  reveal: () => string | null;
}

const INPUT_ORDER = ['size', 'price', 'stock', 'image'] as const;

/** The input of a row's field (VariantRow gives its inputs these ids). */
export const variantInputId = (key: string, field: string) => `${key}-${field}`;

/**
 * The rows of the variants table, with previews of chosen images (freed when replaced), and the
 * problems of each row checked by `check` once revealed.
 */
export function useVariantRows(
  initial: () => VariantDraft[],
  check: (row: VariantDraft) => VariantRowProblems,
): VariantRows {
  const [rows, setRows] = useState(initial);
  const [revealed, setRevealed] = useState(false);
  const objectUrls = useObjectUrls();

  const update = (key: string, patch: Partial<VariantDraft>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  return {
    rows,
    add: () => setRows((current) => [...current, emptyVariant()]),
    remove: (key) => {
      objectUrls.revoke(rows.find((row) => row.key === key)?.preview);
      setRows((current) => current.filter((row) => row.key !== key));
    },
    change: (key, field, value) => update(key, { [field]: value }),
    chooseImage: (key, file) => {
      objectUrls.revoke(rows.find((row) => row.key === key)?.preview);
      update(key, { file, preview: file ? objectUrls.create(file) : null });
    },
    reset: (next) => {
      for (const row of rows) objectUrls.revoke(row.preview);
      setRows(next);
      setRevealed(false);
    },
    problemsOf: (key) => {
      const row = revealed ? rows.find((candidate) => candidate.key === key) : undefined;
      return row ? check(row) : {};
    },
    reveal: () => {
      setRevealed(true);
      for (const row of rows) {
        const problems = check(row);
        const field = INPUT_ORDER.find((name) => problems[name]);
        if (field) return variantInputId(row.key, field);
      }
      return null;
    },
  };
}
