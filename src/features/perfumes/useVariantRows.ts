import { useState } from 'react';
import { useObjectUrls } from '../../components/useObjectUrls';
import { emptyVariant, type VariantDraft, type VariantField } from './variantDraft';

export interface VariantRows {
  rows: VariantDraft[];
  add: () => void;
  remove: (key: string) => void;
  change: (key: string, field: VariantField, value: string) => void;
  chooseImage: (key: string, file: File | null) => void;
}

/** The rows of the variants table, with previews of chosen images (freed when replaced). */
export function useVariantRows(initial: () => VariantDraft[]): VariantRows {
  const [rows, setRows] = useState(initial);
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
  };
}
